import { describe, expect, it } from 'vitest';
import { encodeMp3, MP3_KBPS, mp3Size, TrackEncoder } from './mp3';

const SONG = { id: '5f0c1a2b3c4d5e6f7a8b9c0d', style: 'rock', seed: 3, duration_ms: 3000, kind: 'song' } as const;

async function collect(chunks: AsyncIterable<Uint8Array>): Promise<Uint8Array[]> {
  const all: Uint8Array[] = [];
  for await (const chunk of chunks) all.push(chunk);
  return all;
}

describe('encodeMp3', () => {
  it('streams a 128 kbps MP3 in chunks, starting with a frame header', async () => {
    const chunks = await collect(encodeMp3(SONG));
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks[0][0]).toBe(0xff);
    expect(chunks[0][1] & 0xe0).toBe(0xe0);
    const bytes = chunks.reduce((sum, c) => sum + c.length, 0);
    const seconds = (bytes * 8) / (MP3_KBPS * 1000);
    expect(seconds).toBeGreaterThan(2.9);
    expect(seconds).toBeLessThan(3.2);
  });

  it('produces the same bytes for the same track, whatever steps it is encoded in and however the encoder was used before', async () => {
    const whole = Buffer.concat(await collect(encodeMp3(SONG, 44_100)));
    const other = await TrackEncoder.open({ ...SONG, id: '5f0c1a2b3c4d5e6f7a8b9c0e', style: 'jazz', seed: 9 });
    other.step(30_000);
    other.release();
    const stepped = await TrackEncoder.open(SONG);
    const parts: Uint8Array[] = [];
    while (!stepped.done) parts.push(stepped.step(12 * 1152));
    expect(Buffer.concat(parts).equals(whole)).toBe(true);
  });

  it.each([
    ['a song', SONG],
    ['a song ending mid-frame', { ...SONG, style: 'metal', duration_ms: 2345 }],
    ['a sweeper', { ...SONG, style: 'christmas', duration_ms: 400, kind: 'sweeper' }],
    ['a millisecond', { ...SONG, duration_ms: 1 }],
  ] as const)('encodes %s to exactly the size announced before encoding', async (_, source) => {
    const bytes = (await collect(encodeMp3(source, 5000))).reduce((sum, c) => sum + c.length, 0);
    expect(bytes).toBe(mp3Size(source));
  });
});
