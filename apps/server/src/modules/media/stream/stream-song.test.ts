import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ByteSource, memorySource } from './byte-sources';
import { songFrom } from './stream-song';
import { STREAM_CODEC, writeTone } from './test-mp3s';

let dir: string;
/** Ten seconds of stream frames behind an ID3v2 tag (and ffmpeg's Info frame). */
let file: Buffer;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'earshot-song-'));
  file = readFileSync(await writeTone(dir, 'song.mp3', [...STREAM_CODEC, '-id3v2_version', '3', '-metadata', 'title=Song'], 10));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** `source`, counting the bytes it hands out. */
function counted(source: ByteSource): ByteSource & { given: number } {
  const counter = {
    given: 0,
    async read(position: number, max: number) {
      const bytes = await source.read(position, max);
      counter.given += bytes.length;
      return bytes;
    },
    close: () => source.close(),
  };
  return counter;
}

describe('a stream song', () => {
  it('reads its source a little ahead of what it returns: about 32 KB at most', async () => {
    const source = counted(memorySource(file));
    const song = songFrom(source, 0);
    let returned = 0;
    for (let part = await song.read(600); part; part = await song.read(600)) {
      returned += part.length;
      expect(source.given - returned).toBeLessThan(32 * 1024 + 4096);
    }
    expect(returned).toBeGreaterThan(10 * 16_000 * 0.95);
  });
});
