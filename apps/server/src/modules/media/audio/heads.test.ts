import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SAMPLE_RATE, type AudioSource } from '@earshot/catalog/audio';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JobStream } from './job-stream';
import { createAudioService, type AudioService } from './service';

const SONG: AudioSource = { id: 'a1000000000000000000000a', style: 'jazz', seed: 3, duration_ms: 12_000, kind: 'song' };
const dirs: string[] = [];
const services: AudioService[] = [];

function service(dataDir: string): AudioService {
  const audio = createAudioService({ dataDir, secret: 's', cacheMaxBytes: 50_000_000, workers: 1, warmUp: false, lookup: async (id) => (id === SONG.id ? SONG : undefined) });
  services.push(audio);
  return audio;
}

function tempDir(): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'earshot-heads-'));
  dirs.push(dir);
  return dir;
}

async function readAll(stream: JobStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

afterEach(async () => {
  await Promise.all(services.splice(0).map((s) => s.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('song heads', () => {
  it('keeps the opening of a song whose listener left, and a later start streams the same song from it', async () => {
    const expectedService = service(tempDir());
    const whole = await expectedService.open(SONG.id, {});
    if (whole?.kind !== 'live') throw new Error('expected a live encode');
    const expected = await readAll(new JobStream(whole.job, {}));

    const dataDir = tempDir();
    const first = service(dataDir);
    const listener = {};
    const body = await first.open(SONG.id, listener);
    if (body?.kind !== 'live') throw new Error('expected a live encode');
    expect(first.isCached(SONG.id)).toBe(false);
    await vi.waitFor(() => expect(body.job.bytes).toBeGreaterThan(40_000), { timeout: 20_000, interval: 10 });
    body.job.detach(listener);
    await vi.waitFor(() => expect(first.isCached(SONG.id)).toBe(true), { timeout: 5000, interval: 10 });
    await first.close();

    const later = service(dataDir);
    await vi.waitFor(() => expect(later.isCached(SONG.id)).toBe(true), { timeout: 5000, interval: 10 });
    const resumed = await later.open(SONG.id, {});
    if (resumed?.kind !== 'live') throw new Error('expected a live encode with a head');
    expect(resumed.head?.length).toBeGreaterThan(20_000);
    const streamed = await readAll(new JobStream(resumed.job, {}, resumed.head));
    expect(streamed.length).toBe(expected.length);
    expect(streamed.equals(expected)).toBe(true);
  });

  it('stops encoding a song nobody listens to once its opening is kept', async () => {
    const long: AudioSource = { ...SONG, id: 'a2000000000000000000000a', duration_ms: 60_000 };
    const audio = createAudioService({ dataDir: tempDir(), secret: 's', cacheMaxBytes: 50_000_000, workers: 1, warmUp: false, lookup: async (id) => (id === long.id ? long : undefined) });
    services.push(audio);
    const listener = {};
    const body = await audio.open(long.id, listener);
    if (body?.kind !== 'live') throw new Error('expected a live encode');
    await vi.waitFor(() => expect(body.job.bytes).toBeGreaterThan(20_000), { timeout: 20_000, interval: 10 });
    body.job.detach(listener);
    await vi.waitFor(() => expect(audio.stats().jobs).toBe(0), { timeout: 20_000, interval: 10 });
    expect(body.job.done).toBe(false);
    expect(body.job.frames / SAMPLE_RATE).toBeLessThan(20);
    await vi.waitFor(() => expect(audio.isCached(long.id)).toBe(true), { timeout: 5000, interval: 10 });
  });

  it('encodes a kept opening once: prefetching the song again starts no encode', async () => {
    const audio = service(tempDir());
    audio.prefetch([SONG.id]);
    await vi.waitFor(() => expect(audio.isCached(SONG.id)).toBe(true), { timeout: 20_000, interval: 10 });
    await vi.waitFor(() => expect(audio.stats().jobs).toBe(0), { timeout: 20_000, interval: 10 });
    for (let i = 0; i < 5; i++) audio.prefetch([SONG.id]);
    // A job would exist within microtasks (the cache is open, the lookup answers at once).
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(audio.stats().jobs).toBe(0);
  });
});
