import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SAMPLE_RATE, type AudioSource } from '@earshot/catalog/audio';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createAudioService, type AudioService } from '../audio/service';
import { MediaStore, mediaDir } from '../store';
import { STREAM_BYTES_PER_SECOND } from './format';
import { parseFrameHeader } from './mp3-frames';
import { Renditions } from './renditions';
import type { StreamSong } from './stream-song';
import { audioStreamLine, decodeErrors, framesOf, STREAM_CODEC, writeTone } from './test-mp3s';

const DEMO: AudioSource = { id: 'a0000000000000000000000a', style: 'pop', seed: 1, duration_ms: 3000, kind: 'song' };
const CONFORMING = 'c1000000000000000000001c';
const VBR = 'c2000000000000000000002c';
const AAC = 'c3000000000000000000003c';
const UNKNOWN = 'f00000000000000000000000';

let sources: string;
/** Stored files by name: a tagged 32 kHz 128 kbps stereo MP3 (with its Info frame), a 44.1 kHz VBR MP3, an AAC .m4a. */
const stored = { conforming: '', vbr: '', aac: '' };

beforeAll(async () => {
  sources = mkdtempSync(path.join(os.tmpdir(), 'earshot-stream-sources-'));
  [stored.conforming, stored.vbr, stored.aac] = await Promise.all([
    writeTone(sources, 'conforming.mp3', [...STREAM_CODEC, '-id3v2_version', '3', '-write_id3v1', '1', '-metadata', 'title=Conforming'], 2, 330),
    writeTone(sources, 'vbr.mp3', ['-c:a', 'libmp3lame', '-q:a', '5', '-ar', '44100', '-metadata', 'title=VBR'], 2, 550),
    writeTone(sources, 'aac.m4a', ['-c:a', 'aac', '-b:a', '64k'], 2, 660),
  ]);
  return () => rmSync(sources, { recursive: true, force: true });
});

let dataDir: string;
let audio: AudioService;
let store: MediaStore;

function setup() {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'earshot-stream-'));
  store = new MediaStore(mediaDir(dataDir));
  const ingest = (id: string, file: string, ext: 'mp3' | 'm4a') => {
    const target = store.audioPath(id, ext);
    mkdirSync(path.dirname(target), { recursive: true });
    copyFileSync(file, target);
  };
  ingest(CONFORMING, stored.conforming, 'mp3');
  ingest(VBR, stored.vbr, 'mp3');
  ingest(AAC, stored.aac, 'm4a');
  const lookup = async (id: string) => (id === DEMO.id ? DEMO : undefined);
  audio = createAudioService({ dataDir, secret: 'test', cacheMaxBytes: 50_000_000, workers: 1, warmUp: false, lookup });
}

afterEach(async () => {
  vi.restoreAllMocks();
  await audio.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Everything the song sends, read `max` bytes at a time. */
async function readAll(song: StreamSong, max = 4096): Promise<Buffer> {
  const parts: Buffer[] = [];
  for (let part = await song.read(max); part; part = await song.read(max)) parts.push(part);
  song.close();
  return Buffer.concat(parts);
}

async function openAll(trackId: string, gainDb = 0): Promise<Buffer> {
  const song = await audio.openStream(trackId, gainDb);
  if (!song) throw new Error(`no song for ${trackId}`);
  return readAll(song);
}

/** Every frame of `bytes`, back to back from the first byte, is a stream frame. */
function expectStreamFrames(bytes: Buffer): number {
  let frames = 0;
  for (let at = 0; at < bytes.length; frames++) {
    const header = parseFrameHeader(bytes, at);
    expect(header).toMatchObject({ version: 1, layer: 3, sampleRate: 32000, kbps: 128, channels: 2 });
    at += header?.frameLength ?? bytes.length;
  }
  return frames;
}

/** The files under `dir` this process has open (the worker threads' own descriptors aside). */
function filesOpenIn(dir: string): string[] {
  const targets = readdirSync('/proc/self/fd').map((fd) => {
    try {
      return readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      return '';
    }
  });
  return targets.filter((target) => target.startsWith(dir));
}

describe('songs for channel streams', () => {
  it('streams a demo track from its live encode, without its ID3 tag, and the same bytes again from the cache', async () => {
    setup();
    const live = await openAll(DEMO.id);
    const frames = expectStreamFrames(live);
    expect((frames * 1152) / SAMPLE_RATE).toBeCloseTo(3, 0);
    expect(live.length).toBe(frames * (STREAM_BYTES_PER_SECOND * 1152) / SAMPLE_RATE);
    await vi.waitFor(() => expect(audio.isCached(DEMO.id)).toBe(true), { timeout: 20_000, interval: 20 });
    expect((await openAll(DEMO.id)).equals(live)).toBe(true);
    expect(audio.stats().listeners).toBe(0);
  });

  it('passes a conforming stored file through frame for frame at 0 dB, its tags and Info frame left out', async () => {
    setup();
    const sent = await openAll(CONFORMING);
    expect(sent.equals(Buffer.concat([...framesOf(readFileSync(stored.conforming))].map((f) => f.bytes)))).toBe(true);
    expect(sent.length).toBeLessThan(statSync(stored.conforming).size - 128 - 576);
    expect(readdirSync(mediaDir(dataDir))).not.toContain('stream');
  });

  it('applies the gain to every frame', async () => {
    setup();
    const plain = await openAll(CONFORMING);
    const louder = await openAll(CONFORMING, 3);
    expect(louder.length).toBe(plain.length);
    expect(louder.equals(plain)).toBe(false);
    expectStreamFrames(louder);
  });

  it('reads whole frames, at most `max` bytes, and at least one frame', async () => {
    setup();
    const song = await audio.openStream(CONFORMING, 0);
    expect((await song?.read(1))?.length).toBe(576);
    expect((await song?.read(2000))?.length).toBe(3 * 576);
    song?.close();
    expect(await song?.read(2000)).toBeNull();
  });

  it.each([
    ['a 44.1 kHz VBR MP3', VBR],
    ['an AAC .m4a', AAC],
  ])('makes a stream rendition of %s once, however many ask at once', async (_kind, id) => {
    setup();
    const encode = vi.spyOn(Renditions.prototype as unknown as { encode: () => Promise<void> }, 'encode');
    const [first, second] = await Promise.all([openAll(id), openAll(id)]);
    expect(encode).toHaveBeenCalledTimes(1);
    expect(second.equals(first)).toBe(true);
    expectStreamFrames(first);
    const rendition = store.streamPath(id);
    expect(await audioStreamLine(rendition)).toMatch(/mp3, 32000 Hz, stereo, .*128 kb\/s/);
    const made = statSync(rendition).mtimeMs;
    expect((await openAll(id)).equals(first)).toBe(true);
    expect(encode).toHaveBeenCalledTimes(1);
    expect(statSync(rendition).mtimeMs).toBe(made);
    expect(readdirSync(path.join(mediaDir(dataDir), 'tmp'))).toEqual([]);
  });

  it('makes one rendition at a time', async () => {
    setup();
    let running = 0;
    let most = 0;
    const encode = Renditions.prototype as unknown as { encode: (source: string, target: string) => Promise<void> };
    const original = encode.encode;
    vi.spyOn(encode, 'encode').mockImplementation(async function (this: Renditions, source: string, target: string) {
      most = Math.max(most, ++running);
      try {
        await original.call(this, source, target);
      } finally {
        running--;
      }
    });
    await Promise.all([openAll(VBR), openAll(AAC)]);
    expect(most).toBe(1);
  });

  it('decodes cleanly when songs are sent one after another', async () => {
    setup();
    const joined = path.join(dataDir, 'joined.mp3');
    writeFileSync(joined, Buffer.concat([await openAll(DEMO.id, -3), await openAll(VBR, 3), await openAll(CONFORMING, 1.5), await openAll(AAC)]));
    expect(await decodeErrors(joined)).toBe('');
    expect(await audioStreamLine(joined)).toMatch(/32000 Hz, stereo/);
  });

  it('holds no file handle once closed, read to the end or not', async () => {
    setup();
    await openAll(VBR);
    for (const id of [CONFORMING, VBR]) {
      (await audio.openStream(id, 0))?.close();
      await openAll(id);
    }
    const unread = await audio.openStream(CONFORMING, 0);
    await unread?.read(1000);
    unread?.close();
    unread?.close();
    await vi.waitFor(() => expect(filesOpenIn(dataDir)).toEqual([]));
  });

  it('lets go of a live encode when closed early', async () => {
    setup();
    const song = await audio.openStream(DEMO.id, 0);
    expect(audio.stats().listeners).toBe(1);
    await song?.read(1000);
    song?.close();
    expect(audio.stats().listeners).toBe(0);
  });

  it('has no song for an unknown track', async () => {
    setup();
    expect(await audio.openStream(UNKNOWN, 0)).toBeUndefined();
  });
});
