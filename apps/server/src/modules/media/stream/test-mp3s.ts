import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { type Frame, FrameSplitter, TAIL_LENGTH, trailingTagLength } from './mp3-frames';

const run = promisify(execFile);

/** Encodes a tone with ffmpeg into `dir/name`; `codec`: the output options (codec, rate, tags…). */
export async function writeTone(dir: string, name: string, codec: string[], seconds = 2, hz = 440): Promise<string> {
  const out = path.join(dir, name);
  await run(ffmpeg.path, ['-hide_banner', '-v', 'error', '-y', '-f', 'lavfi', '-i', `sine=frequency=${hz}:duration=${seconds}`, ...codec, out]);
  return out;
}

/** MPEG-1 Layer III as the streams carry it (with ffmpeg's Info frame unless `codec` says otherwise). */
export const STREAM_CODEC = ['-c:a', 'libmp3lame', '-b:a', '128k', '-ar', '32000', '-ac', '2'];

/** What ffmpeg complains of while decoding the file: nothing for a clean file. */
export async function decodeErrors(file: string): Promise<string> {
  const { stderr } = await run(ffmpeg.path, ['-hide_banner', '-v', 'error', '-i', file, '-f', 'null', '-']);
  return stderr.trim();
}

/** The decoded audio's mean volume (dBFS), by ffmpeg's volumedetect. */
export async function meanVolume(file: string): Promise<number> {
  const { stderr } = await run(ffmpeg.path, ['-hide_banner', '-i', file, '-af', 'volumedetect', '-f', 'null', '-']);
  const mean = /mean_volume: (-?[\d.]+) dB/.exec(stderr)?.[1];
  if (mean === undefined) throw new Error(`no volume for ${file}`);
  return Number(mean);
}

/** ffmpeg's line about the file's audio stream, e.g. `Audio: mp3, 32000 Hz, stereo, fltp, 128 kb/s`. */
export async function audioStreamLine(file: string): Promise<string> {
  // Without an output ffmpeg exits with an error after describing the input.
  const result = await run(ffmpeg.path, ['-hide_banner', '-i', file]).catch((error: { stderr: string }) => error);
  return /Audio: .*/.exec(result.stderr)?.[0] ?? '';
}

/** The audio frames of a whole file in memory. */
export function* framesOf(file: Buffer): Generator<Frame> {
  const splitter = new FrameSplitter(Math.max(0, file.length - trailingTagLength(file.subarray(-TAIL_LENGTH))));
  splitter.push(file);
  splitter.end();
  for (let frame = splitter.next(); typeof frame === 'object'; frame = splitter.next()) yield frame;
}
