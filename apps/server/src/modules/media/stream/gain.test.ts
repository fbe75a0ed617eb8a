import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyGain, crc16, frameCrc, gainSteps } from './gain';
import { decodeErrors, framesOf, meanVolume, STREAM_CODEC, writeTone } from './test-mp3s';

let dir: string;
let stereo: string;
let mono: string;

beforeAll(async () => {
  dir = mkdtempSync(path.join(os.tmpdir(), 'earshot-gain-'));
  [stereo, mono] = await Promise.all([
    writeTone(dir, 'stereo.mp3', [...STREAM_CODEC, '-write_xing', '0', '-id3v2_version', '0'], 3),
    writeTone(dir, 'mono.mp3', ['-c:a', 'libmp3lame', '-b:a', '64k', '-ar', '44100', '-ac', '1', '-write_xing', '0', '-id3v2_version', '0'], 3),
  ]);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** The file's frames with gain applied to copies, written beside it. */
function withGain(file: string, gainDb: number): string {
  const frames = [...framesOf(readFileSync(file))].map(({ header, bytes }) => {
    const copy = Buffer.from(bytes);
    applyGain(copy, header, gainSteps(gainDb));
    return copy;
  });
  const out = path.join(dir, `${path.basename(file, '.mp3')}${gainDb}.mp3`);
  writeFileSync(out, Buffer.concat(frames));
  return out;
}

describe('gain without re-encoding', () => {
  it('rounds to whole 1.5 dB steps', () => {
    expect([3, -3, 0.7, -0.8, 2.2, 0].map(gainSteps)).toEqual([2, -2, 0, -1, 1, 0]);
  });

  it.each([3, -3, 6])('makes a stereo stream frame %d dB louder, as decoded by ffmpeg', async (gainDb) => {
    const before = await meanVolume(stereo);
    const louder = withGain(stereo, gainDb);
    expect(await decodeErrors(louder)).toBe('');
    expect(Math.abs((await meanVolume(louder)) - before - gainDb)).toBeLessThan(0.5);
  });

  it('changes mono frames too', async () => {
    const before = await meanVolume(mono);
    expect(Math.abs((await meanVolume(withGain(mono, -4.5))) - before + 4.5)).toBeLessThan(0.5);
  });

  it('leaves the frame as it is at 0 dB', () => {
    const [{ header, bytes }] = framesOf(readFileSync(stereo));
    const copy = Buffer.from(bytes);
    applyGain(copy, header, 0);
    expect(copy.equals(bytes)).toBe(true);
  });

  it('clamps global_gain to 0–255 rather than wrapping', async () => {
    const silent = withGain(stereo, -400);
    expect(await decodeErrors(silent)).toBe('');
    expect(await meanVolume(silent)).toBeLessThan(-80);
  });

  it('recomputes the CRC of a protected frame', () => {
    const [{ header, bytes }] = framesOf(readFileSync(stereo));
    const frame = Buffer.from(bytes);
    frame[1] &= 0xfe;
    const asProtected = { ...header, crc: true };
    frame.writeUInt16BE(frameCrc(frame, asProtected), 4);
    applyGain(frame, asProtected, 2);
    expect(frame.readUInt16BE(4)).toBe(frameCrc(frame, asProtected));
    expect(frame.subarray(6).equals(bytes.subarray(6))).toBe(false);
  });

  it('computes CRC-16 as MPEG audio does (poly 0x8005, init 0xFFFF)', () => {
    // The catalogue check value of CRC-16/CMS, the same parameters.
    expect(crc16(Buffer.from('123456789'))).toBe(0xaee7);
  });
});
