import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { get } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { LIMITS } from '@earshot/contract';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SAMPLE_RATE, type AudioSource } from '@earshot/catalog/audio';
import { registerErrorHandling } from '../../../http/errors';
import { analyse } from '../../catalog/ingest/ffmpeg';
import { registerAudioRoutes } from './routes';
import { createAudioService, type AudioService } from './service';

const SECRET = 'test-secret';
const SONG = 'a0000000000000000000000a';
const SHORT = 'b0000000000000000000000b';
const UNKNOWN = 'f00000000000000000000000';
const catalog = new Map<string, AudioSource>(
  ['a0000000000000000000000a', 'b0000000000000000000000b', 'c0000000000000000000000c', 'd0000000000000000000000d'].map((id, i) => [
    id,
    // One 5-second song to check the length; the rest are short to keep the suite quick.
    { id, style: (['pop', 'jazz', 'rock', 'ambient'] as const)[i], seed: i + 1, duration_ms: i ? 2000 : 5000, kind: 'song' },
  ]),
);
catalog.set('e0000000000000000000000e', { id: 'e0000000000000000000000e', style: 'electronic', seed: 9, duration_ms: 60_000, kind: 'song' });

let app: FastifyInstance;
let audio: AudioService;
let dataDir: string;
let lookups: string[];

async function setup(cacheMaxBytes = 50_000_000, maxEncoders?: number) {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'earshot-audio-'));
  lookups = [];
  const lookup = async (id: string) => {
    lookups.push(id);
    return catalog.get(id);
  };
  audio = createAudioService({ dataDir, secret: SECRET, cacheMaxBytes, maxEncoders, workers: 1, warmUp: false, lookup });
  app = Fastify();
  registerErrorHandling(app);
  registerAudioRoutes(app, audio);
  await app.ready();
}

afterEach(async () => {
  await app.close();
  await audio.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const idle = () => vi.waitFor(() => expect(audio.stats().jobs).toBe(0), { timeout: 20_000, interval: 20 });

/** Seconds of MP3 frames after the file's ID3v2 tag, checking every frame header on the way. */
function mp3Seconds(data: Buffer): number {
  const kbps = [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320];
  expect(data.subarray(0, 3).toString('latin1')).toBe('ID3');
  const tagSize = 10 + ((data[6] << 21) | (data[7] << 14) | (data[8] << 7) | data[9]);
  let frames = 0;
  for (let at = tagSize; at + 4 <= data.length; frames++) {
    expect(data[at]).toBe(0xff);
    expect(data[at + 1] & 0xfe).toBe(0xfa); // MPEG-1, Layer III
    at += Math.floor((144 * kbps[data[at + 2] >> 4] * 1000) / SAMPLE_RATE) + ((data[at + 2] >> 1) & 1);
  }
  return (frames * 1152) / SAMPLE_RATE;
}

describe('audio routes', () => {
  it('plays a signed URL as a complete MP3 of the track length', async () => {
    await setup();
    const res = await app.inject(audio.signUrl(SONG));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(mp3Seconds(res.rawPayload)).toBeCloseTo(5, 0);
    expect(res.rawPayload.length).toBeGreaterThan(5 * 16_000 * 0.95);
  });

  it('signs URLs in the documented shape with at least the TTL', async () => {
    await setup();
    const now = Date.UTC(2030, 0, 1, 12, 30);
    const match = /^\/audio\/([0-9a-f]{24})\.mp3\?e=(\d+)&s=([0-9a-f]{32})$/.exec(audio.signUrl(SONG, now));
    expect(match?.[1]).toBe(SONG);
    if (!match) throw new Error('signed URL not in the documented shape');
    const ttl = Number(match[2]) - now / 1000;
    expect(ttl).toBeGreaterThanOrEqual(LIMITS.audioUrlTtlSeconds);
    expect(ttl).toBeLessThanOrEqual(LIMITS.audioUrlTtlSeconds + 3600);
  });

  it('rejects bad and expired signatures with 403', async () => {
    await setup();
    const bad = audio.signUrl(SONG).replace(/s=[0-9a-f]/, (m) => (m.endsWith('0') ? 's=1' : 's=0'));
    const expired = audio.signUrl(SONG, Date.now() - (LIMITS.audioUrlTtlSeconds + 7200) * 1000);
    const otherTrack = audio.signUrl(SONG).replace(SONG, SHORT);
    for (const url of [bad, expired, otherTrack, `/audio/${SONG}.mp3`]) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error).toBe('audio_forbidden');
    }
    expect(lookups).toEqual([]);
  });

  it('accepts a signed URL only as signed: each other spelling would be another CDN cache entry', async () => {
    await setup();
    const url = audio.signUrl(SONG);
    const signed = /\?e=(\d+)&s=([0-9a-f]{32})$/.exec(url);
    if (!signed) throw new Error(`no signature in ${url}`);
    const [, e, sig] = signed;
    const path = `/audio/${SONG}.mp3`;
    const variants = [
      `${url}&x=123`,
      `${path}?x=123&e=${e}&s=${sig}`,
      `${path}?e=0${e}&s=${sig}`,
      `${path}?e=000${e}&s=${sig}`,
      `${path}?s=${sig}&e=${e}`,
      `${path}?e=${e}&s=${sig.toUpperCase()}`,
      `${path}?e=${e}&s=${sig}&s=${sig}`,
      `${path}?e=${e}&e=${e}&s=${sig}`,
      `${path}?e=%3${e[0]}${e.slice(1)}&s=${sig}`,
      `${path}?e=${e}&s=${sig}&`,
      `${path}?&e=${e}&s=${sig}`,
      `${path}?e=${e};s=${sig}`,
      `${path}?e=${e}.0&s=${sig}`,
      `${path}?e=+${e}&s=${sig}`,
    ];
    for (const variant of variants) {
      const res = await app.inject(variant);
      expect(res.statusCode, variant).toBe(403);
      expect(res.json().error, variant).toBe('audio_forbidden');
    }
    const encodedName = url.replace(`/audio/${SONG[0]}`, `/audio/%${SONG.charCodeAt(0).toString(16)}`);
    expect((await app.inject(encodedName)).statusCode, encodedName).toBe(404);
    expect(lookups).toEqual([]);
    expect((await app.inject(url)).statusCode).toBe(200);
  });

  it('answers 404 for malformed and unknown ids', async () => {
    await setup();
    const query = audio.signUrl(SONG).split('?')[1];
    for (const file of ['../etc/passwd', '..%2F..%2Fetc%2Fpasswd', 'ZZZ.mp3', `${SONG.toUpperCase()}.mp3`, `${SONG}.wav`]) {
      expect((await app.inject(`/audio/${file}?${query}`)).statusCode, file).toBe(404);
    }
    expect((await app.inject(audio.signUrl(UNKNOWN))).statusCode).toBe(404);
  });

  it('serves ranges, HEAD and conditional requests once cached', async () => {
    await setup();
    const url = audio.signUrl(SHORT);
    const full = (await app.inject(url)).rawPayload;
    await idle();
    const part = await app.inject({ url, headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${full.length}`);
    expect(part.rawPayload).toEqual(full.subarray(100, 200));
    const head = await app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-length']).toBe(String(full.length));
    expect(head.headers['accept-ranges']).toBe('bytes');
    expect(head.headers['cache-control']).toContain('immutable');
    expect(head.body).toBe('');
    const whole = await app.inject(url);
    expect(whole.headers['content-length']).toBe(String(full.length));
    expect(whole.rawPayload).toEqual(full);
    expect((await app.inject({ url, headers: { range: `bytes=${full.length}-` } })).statusCode).toBe(416);
    expect((await app.inject({ url, headers: { 'if-none-match': whole.headers.etag as string } })).statusCode).toBe(304);
  });

  it('lets a second listener join the encode in progress with identical bytes', async () => {
    await setup();
    const url = audio.signUrl(SHORT);
    const [first, second] = await Promise.all([app.inject(url), app.inject(url)]);
    expect(first.rawPayload.length).toBeGreaterThan(0);
    expect(second.rawPayload).toEqual(first.rawPayload);
    expect(lookups).toEqual([SHORT]);
  });

  it('answers byte ranges of a track still being encoded with exactly those bytes, of the length it announces', async () => {
    await setup();
    const url = audio.signUrl(SONG);
    // All asked for at once, before anything is cached: each joins the one encode in progress.
    const [first, middle, tail, whole] = await Promise.all(
      ['bytes=0-1023', 'bytes=40000-40999', 'bytes=60000-', undefined].map((range) => app.inject({ url, headers: range ? { range } : {} })),
    );
    expect(first.statusCode).toBe(206);
    const size = Number(/^bytes 0-1023\/(\d+)$/.exec(String(first.headers['content-range']))?.[1]);
    expect(first.headers['content-length']).toBe('1024');
    expect(first.rawPayload.length).toBe(1024);
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 40000-40999/${size}`);
    expect(tail.headers['content-range']).toBe(`bytes 60000-${size - 1}/${size}`);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['content-length']).toBe(String(size));
    expect(whole.rawPayload.length).toBe(size);
    await idle();
    const cached = (await app.inject(url)).rawPayload;
    expect(cached).toEqual(whole.rawPayload);
    expect(first.rawPayload).toEqual(cached.subarray(0, 1024));
    expect(middle.rawPayload).toEqual(cached.subarray(40000, 41000));
    expect(tail.rawPayload).toEqual(cached.subarray(60000));
    // It plays as what it is: every frame header in place, and ffmpeg decodes five seconds of it.
    expect(mp3Seconds(cached)).toBeCloseTo(5, 1);
    const file = path.join(dataDir, 'whole.mp3');
    writeFileSync(file, cached);
    const decoded = (await analyse(file, { loudness: true })).durationMs;
    expect(decoded).toBeGreaterThan(4950);
    expect(decoded).toBeLessThan(5150); // LAME's delay adds ~35 ms
  });

  it('runs at most its cap of encodes at once, however many tracks are asked for, and shares one encode per track', async () => {
    await setup(50_000_000, 2);
    let most = 0;
    const watch = setInterval(() => (most = Math.max(most, audio.stats().encoders)), 1);
    const ids = ['b0000000000000000000000b', 'c0000000000000000000000c', 'd0000000000000000000000d', SONG];
    const answers = await Promise.all([...ids, ...ids].map((id) => app.inject(audio.signUrl(id))));
    clearInterval(watch);
    expect(answers.map((a) => a.statusCode)).toEqual(answers.map(() => 200));
    expect(answers.slice(4).map((a) => a.rawPayload)).toEqual(answers.slice(0, 4).map((a) => a.rawPayload));
    expect(most).toBe(2);
    expect(lookups.sort()).toEqual([...ids].sort());
  });

  it('keeps the disk cache under its bound, evicting the least recently used', async () => {
    await setup(70_000); // room for two 2-second tracks (~32 kB each)
    for (const id of ['b0000000000000000000000b', 'c0000000000000000000000c', 'd0000000000000000000000d']) {
      await app.inject(audio.signUrl(id));
      await idle();
    }
    const files = readdirSync(path.join(dataDir, 'audio'), { recursive: true, withFileTypes: true }).filter((f) => f.name.endsWith('.mp3'));
    const bytes = files.reduce((sum, f) => sum + statSync(path.join(f.parentPath, f.name)).size, 0);
    expect(bytes).toBeLessThanOrEqual(70_000);
    expect(files.map((f) => f.name).sort()).toEqual(['c0000000000000000000000c.mp3', 'd0000000000000000000000d.mp3']);
    expect(audio.stats().cachedBytes).toBe(bytes);
  });

  it('prefetches into the cache without a listener', async () => {
    await setup();
    audio.prefetch([SHORT, 'not-an-id', UNKNOWN]);
    await vi.waitFor(() => expect(lookups).toContain(UNKNOWN));
    await idle();
    const res = await app.inject(audio.signUrl(SHORT));
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
  });

  it('forgets a listener that disconnects mid-stream', async () => {
    await setup();
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as AddressInfo;
    await new Promise<void>((resolve, reject) => {
      const req = get(`http://127.0.0.1:${port}${audio.signUrl('e0000000000000000000000e')}`, (res) => {
        res.once('data', () => {
          req.destroy();
          resolve();
        });
      });
      req.on('error', (error) => (req.destroyed ? undefined : reject(error)));
    });
    await vi.waitFor(() => expect(audio.stats().listeners).toBe(0), { timeout: 5000, interval: 20 });
  });
});
