import { describe, expect, it } from 'vitest';
import { encodeMp3, MP3_KBPS } from './mp3';

describe('encodeMp3', () => {
  it('streams a 128 kbps MP3 in chunks, starting with a frame header', () => {
    const chunks = [...encodeMp3({ id: '5f0c1a2b3c4d5e6f7a8b9c0d', style: 'rock', seed: 3, duration_ms: 3000, kind: 'song' })];
    expect(chunks.length).toBeGreaterThan(3);
    expect(chunks[0][0]).toBe(0xff);
    expect(chunks[0][1] & 0xe0).toBe(0xe0);
    const bytes = chunks.reduce((sum, c) => sum + c.length, 0);
    const seconds = (bytes * 8) / (MP3_KBPS * 1000);
    expect(seconds).toBeGreaterThan(2.9);
    expect(seconds).toBeLessThan(3.2);
  });
});
