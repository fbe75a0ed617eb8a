import type { FileHandle } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { SYNTH_VERSION, type AudioSource } from '@earshot/catalog/audio';
import { DiskCache } from './disk-cache';
import { EncodeJob } from './encode-job';
import { checkAudioSignature, signAudioUrl, TRACK_ID, type SignatureCheck } from './signing';
import { EncoderPool } from './worker-pool';

/** Background jobs beyond this are not started (prefetch) or not kept (abandoned by their listeners). */
const MAX_BACKGROUND_JOBS = 32;

export interface AudioServiceOptions {
  dataDir: string;
  secret: string;
  cacheMaxBytes: number;
  workers?: number;
  lookup: (trackId: string) => Promise<AudioSource | undefined>;
}

/** What the route serves: complete bytes (a cached file or a just-finished job) or a job still encoding. */
export type AudioBody =
  | { kind: 'file'; handle: FileHandle; size: number }
  | { kind: 'memory'; data: Buffer }
  | { kind: 'live'; job: EncodeJob };

export interface AudioService {
  signUrl(trackId: string, nowMs?: number): string;
  /** Queues low-priority encodes so upcoming tracks are cached before anyone asks. */
  prefetch(trackIds: string[]): void;
  /** Finishes nothing in flight: stops workers and ends live streams. */
  close(): Promise<void>;
  checkSignature(trackId: string, e: unknown, s: unknown, nowMs?: number): SignatureCheck;
  /** The track's audio, starting an encode when it is not cached; undefined for unknown tracks. */
  open(trackId: string): Promise<AudioBody | undefined>;
  stats(): { jobs: number; listeners: number; cachedBytes: number };
}

export function createAudioService(opts: AudioServiceOptions): AudioService {
  const jobs = new Map<string, EncodeJob>();
  const starting = new Map<string, Promise<EncodeJob | undefined>>();
  const writes = new Set<Promise<void>>();
  const cacheReady = DiskCache.open(path.join(opts.dataDir, 'audio'), opts.cacheMaxBytes, SYNTH_VERSION);
  let openedCache: DiskCache | null = null;
  // A broken data dir surfaces on first use, not as an unhandled rejection at boot.
  cacheReady.then((cache) => (openedCache = cache), () => {});
  let closed = false;

  const pool = new EncoderPool(opts.workers ?? Math.min(4, availableParallelism()), {
    onDone(job) {
      const write = cacheReady
        .then((cache) => cache.store(job.source.id, job.result()))
        .catch(() => {}) // an uncached track is simply encoded again next time
        .finally(() => {
          writes.delete(write);
          if (jobs.get(job.source.id) === job) jobs.delete(job.source.id);
        });
      writes.add(write);
    },
    onFailed(job, error) {
      if (jobs.get(job.source.id) === job) jobs.delete(job.source.id);
      job.fail(error);
    },
  });

  const backgroundJobs = () => [...jobs.values()].filter((j) => !j.done && j.listenerCount === 0).length;

  /** The running job for a track, or a new one (after one lookup, however many ask at once). */
  function jobFor(id: string, background: boolean): Promise<EncodeJob | undefined> {
    const running = jobs.get(id);
    if (running) return Promise.resolve(running);
    let pending = starting.get(id);
    if (!pending) {
      pending = (async () => {
        const cache = await cacheReady;
        if (closed || cache.has(id) || (background && backgroundJobs() >= MAX_BACKGROUND_JOBS)) return undefined;
        const source = await opts.lookup(id);
        if (!source || closed) return undefined;
        const job = new EncodeJob(source, onListenersChanged);
        jobs.set(id, job);
        pool.add(job);
        return job;
      })().finally(() => starting.delete(id));
      starting.set(id, pending);
    }
    return pending;
  }

  function onListenersChanged(job: EncodeJob): void {
    // A listener leaving usually means a skip: keep encoding in the background to fill the cache,
    // unless too many such jobs pile up.
    if (job.listenerCount === 0 && !job.done && backgroundJobs() > MAX_BACKGROUND_JOBS) {
      pool.drop(job);
      jobs.delete(job.source.id);
      job.fail(new Error('abandoned'));
    }
    pool.pump();
  }

  return {
    signUrl: (trackId, nowMs) => signAudioUrl(opts.secret, trackId, nowMs),
    checkSignature: (trackId, e, s, nowMs) => checkAudioSignature(opts.secret, trackId, e, s, nowMs),

    prefetch(trackIds) {
      for (const id of trackIds) if (TRACK_ID.test(id)) jobFor(id, true).catch(() => {});
    },

    async open(trackId) {
      const job = jobs.get(trackId);
      if (job) return job.done ? { kind: 'memory', data: job.result() } : { kind: 'live', job };
      const file = await (await cacheReady).open(trackId);
      if (file) return { kind: 'file', ...file };
      const started = await jobFor(trackId, false);
      if (started) return { kind: 'live', job: started };
      // Cached meanwhile (a job finished between the checks), or unknown.
      const late = await (await cacheReady).open(trackId);
      return late && { kind: 'file', ...late };
    },

    stats() {
      const listeners = [...jobs.values()].reduce((sum, j) => sum + j.listenerCount, 0);
      return { jobs: jobs.size, listeners, cachedBytes: openedCache?.totalBytes ?? 0 };
    },

    async close() {
      closed = true;
      await pool.close();
      await Promise.all(writes);
    },
  };
}
