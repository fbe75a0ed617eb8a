import type { FileHandle } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { MP3_KBPS, SYNTH_VERSION, type AudioSource } from '@earshot/catalog/audio';
import { MediaStore, mediaDir } from '../store';
import { jobSource, memorySource } from '../stream/byte-sources';
import { gainSteps } from '../stream/gain';
import { StoredSongs } from '../stream/stored-songs';
import { fileSong, songFrom, type StreamSong } from '../stream/stream-song';
import { DiskCache } from './disk-cache';
import { EncodeJob } from './encode-job';
import { checkAudioSignature, signAudioUrl, TRACK_ID, type SignatureCheck } from './signing';
import { HeadStore } from './heads';
import { EncoderPool } from './worker-pool';

/** Jobs without listeners beyond this are not started (prefetch) or not continued (abandoned). */
const MAX_BACKGROUND_JOBS = 32;
/**
 * Encodes holding an encoder at once (~1.3 MB each; a listener's is held until its song ends or it
 * leaves). However many tracks visitors ask for, no more run; the rest wait for one to end.
 */
const MAX_ENCODERS = 64;

export interface AudioServiceOptions {
  dataDir: string;
  secret: string;
  cacheMaxBytes: number;
  workers?: number;
  /** Default MAX_ENCODERS. */
  maxEncoders?: number;
  /** Origin (and path prefix) signed URLs point at: a CDN or object store in front of /audio/. Default: this server. */
  baseUrl?: string | null;
  /** Compile and prepare workers before the first request (default). Tests pass false to save ~1–3 s of CPU. */
  warmUp?: boolean;
  lookup: (trackId: string) => Promise<AudioSource | undefined>;
  /** Where its figures go (the server's metrics); none by default. */
  metrics?: AudioMetrics;
}

/** What the audio service and its routes count (ServiceMetrics fits it). */
export interface AudioMetrics {
  /** A demo track asked for: encoded already, on disk or just finished ('hit'), or to be encoded ('miss'). */
  audioCache(result: 'hit' | 'miss'): void;
  /** A whole track encoded, in `seconds` of encoder time. */
  audioEncoded(seconds: number): void;
  /** Audio bytes sent to the web player (the audio and start routes). */
  audioSent(source: 'web', bytes: number): void;
}

const UNCOUNTED: AudioMetrics = { audioCache: () => {}, audioEncoded: () => {}, audioSent: () => {} };

/** What the route serves: complete bytes (a cached file or a just-finished job) or a job still encoding. */
export type AudioBody =
  /** `type`: the Content-Type of an ingested track's stored file (encoded demo tracks are MP3). */
  | { kind: 'file'; handle: FileHandle; size: number; type?: string }
  | { kind: 'memory'; data: Buffer }
  /** `head`: the song's opening bytes kept from an earlier encode, sent before the job's own. */
  | { kind: 'live'; job: EncodeJob; head?: Buffer };

export interface AudioService {
  /** Where the service and the routes that send its audio count what they do. */
  readonly metrics: AudioMetrics;
  signUrl(trackId: string, nowMs?: number): string;
  /** Queues low-priority encodes so upcoming tracks are cached before anyone asks. */
  prefetch(trackIds: string[]): void;
  /** Stops the workers (live streams end with an error; unfinished encodes are dropped) and waits for cache writes. */
  close(): Promise<void>;
  /** `query`: the raw query string of the request, without `?`. */
  checkSignature(trackId: string, query: string, nowMs?: number): SignatureCheck;
  /**
   * The track's audio: an ingested track's stored file, or a demo track's encode (cached, or started
   * now); undefined for unknown tracks.
   * A live job has `listener` attached before it is scheduled, so a new job starts as urgent;
   * the caller detaches it (a JobStream given the same listener does so when it ends).
   * `fromByte` says where in the file (of the given size) the listener starts, for pacing.
   */
  open(trackId: string, listener?: object, fromByte?: (size: number) => number): Promise<AudioBody | undefined>;
  /** A song as stream-ready MP3 frames (STREAM_FORMAT, no tags or info frame, gain applied); undefined for unknown tracks. */
  openStream(trackId: string, gainDb: number): Promise<StreamSong | undefined>;
  /** `encoders`: jobs holding an encoder now (at most the cap); `jobs` also counts those waiting for one. */
  stats(): { jobs: number; encoders: number; listeners: number; cachedBytes: number };
  /** Encoded on disk, whole or its opening seconds: it can start without waiting for the encoder. */
  isCached(trackId: string): boolean;
}

export function createAudioService(opts: AudioServiceOptions): AudioService {
  const jobs = new Map<string, EncodeJob>();
  const starting = new Map<string, Promise<EncodeJob | undefined>>();
  const writes = new Set<Promise<void>>();
  const media = new MediaStore(mediaDir(opts.dataDir));
  const storedSongs = new StoredSongs(media);
  const cacheReady = DiskCache.open(path.join(opts.dataDir, 'audio'), opts.cacheMaxBytes, SYNTH_VERSION);
  const headsReady = HeadStore.open(path.join(opts.dataDir, 'audio-heads'), Math.ceil(opts.cacheMaxBytes / 10), SYNTH_VERSION);
  let openedHeads: HeadStore | null = null;
  headsReady.then((heads) => (openedHeads = heads), () => {});
  let openedCache: DiskCache | null = null;
  // A broken data dir surfaces on first use, not as an unhandled rejection at boot.
  cacheReady.then((cache) => (openedCache = cache), () => {});
  let closed = false;

  const metrics = opts.metrics ?? UNCOUNTED;
  const pool = new EncoderPool(Math.max(1, opts.workers ?? Math.min(4, availableParallelism())), opts.maxEncoders ?? MAX_ENCODERS, opts.warmUp ?? true, {
    onDone(job) {
      metrics.audioEncoded(job.encoderMs / 1000);
      track(
        cacheReady
          .then((cache) => cache.store(job.source.id, job.result()))
          .catch(() => {}) // an uncached track is simply encoded again next time
          .finally(() => {
            if (jobs.get(job.source.id) === job) jobs.delete(job.source.id);
          }),
      );
    },
    onFailed(job, error) {
      if (jobs.get(job.source.id) === job) jobs.delete(job.source.id);
      job.fail(error);
    },
    onStep(job) {
      if (job.listenerCount === 0 && job.hasHead) retire(job);
    },
  });

  /** Disk writes in flight, which close() waits for. */
  function track(write: Promise<void>): void {
    writes.add(write);
    void write.finally(() => writes.delete(write));
  }

  const backgroundJobs = () => [...jobs.values()].filter((j) => !j.done && j.listenerCount === 0).length;

  /** The running job for a track, or a new one (after one lookup, however many ask at once). */
  function jobFor(id: string, listener?: object, fromByte?: (size: number) => number): Promise<EncodeJob | undefined> {
    const running = jobs.get(id);
    if (running) return Promise.resolve(running);
    let pending = starting.get(id);
    if (!pending) {
      pending = (async () => {
        const cache = await cacheReady;
        // Without a listener, a job is only worth starting for a head not yet kept: each prefetch of a
        // song already started before would otherwise encode the same opening again.
        if (closed || cache.has(id) || (!listener && (openedHeads?.has(id) || backgroundJobs() >= MAX_BACKGROUND_JOBS))) return undefined;
        const source = await opts.lookup(id);
        if (!source || closed) return undefined;
        const job = new EncodeJob(source, onListenersChanged);
        jobs.set(id, job);
        if (listener) job.attach(listener, Date.now(), fromByte?.(job.size));
        pool.add(job);
        return job;
      })().finally(() => starting.delete(id));
      starting.set(id, pending);
    }
    return pending;
  }

  /** Stops a job nobody listens to, keeping its opening as the song's head. */
  function retire(job: EncodeJob): void {
    if (openedHeads) track(openedHeads.keep(job));
    pool.drop(job);
    jobs.delete(job.source.id);
    job.fail(new Error('abandoned'));
  }

  function onListenersChanged(job: EncodeJob): void {
    // A listener leaving usually means a skip. The rest of the song is not worth the CPU, but its
    // opening is: a job short of a head runs on in the background until it has one. One that never
    // got an encoder (it waited for the cap) was never heard, so it is not started for nobody.
    if (job.listenerCount === 0 && !job.done && (job.hasHead || !job.started || backgroundJobs() > MAX_BACKGROUND_JOBS)) retire(job);
    pool.pump();
  }

  const service: AudioService = {
    metrics,
    signUrl: (trackId, nowMs) => `${opts.baseUrl ?? ''}${signAudioUrl(opts.secret, trackId, nowMs)}`,
    checkSignature: (trackId, query, nowMs) => checkAudioSignature(opts.secret, trackId, query, nowMs),

    prefetch(trackIds) {
      for (const id of trackIds) if (TRACK_ID.test(id)) jobFor(id).catch(() => {});
    },

    async open(trackId, listener, fromByte) {
      const cache = await cacheReady;
      let job = jobs.get(trackId);
      if (!job) {
        const cached = await cache.open(trackId);
        if (cached) metrics.audioCache('hit');
        // An ingested track's stored file is no cache's: it is neither a hit nor a miss.
        const file = cached ?? (await media.openAudio(trackId));
        if (file) return { kind: 'file', ...file };
        job = await jobFor(trackId, listener, fromByte);
        // No job: unknown track, or it was cached between the checks.
        const late = job ? undefined : await cache.open(trackId);
        if (late) metrics.audioCache('hit');
        if (!job) return late && { kind: 'file', ...late };
      }
      metrics.audioCache(job.done ? 'hit' : 'miss');
      if (job.done) return { kind: 'memory', data: job.result() };
      if (listener) job.attach(listener, Date.now(), fromByte?.(job.size));
      const read = openedHeads?.has(trackId) ? await openedHeads.read(trackId) : undefined;
      const head = read && read.length > job.bytes ? read : undefined;
      if (head) job.headStart((head.length * 8) / (MP3_KBPS * 1000));
      return { kind: 'live', job, head };
    },

    async openStream(trackId, gainDb) {
      // The stream reads a live encode at its own pace: as a listener, it keeps the encoder going.
      const listener = {};
      const body = await service.open(trackId, listener);
      const steps = gainSteps(gainDb);
      switch (body?.kind) {
        case undefined:
          return undefined;
        case 'file':
          // A type marks an ingested track's stored file; an encode of ours from the cache is in the stream's format.
          return body.type ? storedSongs.open(trackId, { handle: body.handle, size: body.size, type: body.type }, steps) : fileSong(body.handle, body.size, steps);
        case 'memory':
          return songFrom(memorySource(body.data), steps);
        case 'live':
          return songFrom(jobSource(body.job, listener, body.head), steps);
      }
    },

    isCached: (trackId) => (openedCache?.has(trackId) || openedHeads?.has(trackId)) ?? false,

    stats() {
      const listeners = [...jobs.values()].reduce((sum, j) => sum + j.listenerCount, 0);
      return { jobs: jobs.size, encoders: pool.encoders, listeners, cachedBytes: openedCache?.totalBytes ?? 0 };
    },

    async close() {
      closed = true;
      storedSongs.close();
      await pool.close();
      // Opening the stores creates their folders: let that finish too, so nothing writes after close.
      await Promise.allSettled([cacheReady, headsReady, ...writes]);
    },
  };
  return service;
}
