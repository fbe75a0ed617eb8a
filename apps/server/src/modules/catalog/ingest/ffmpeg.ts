import { spawn } from 'node:child_process';
import ffmpeg from '@ffmpeg-installer/ffmpeg';

/** Transcodes go to MP3 at this rate: transparent for nearly all music, and every browser plays it. */
const TRANSCODE_KBPS = 192;
/** Enough of ffmpeg's log to hold the loudness summary and the last error. */
const STDERR_TAIL = 8192;

export interface Analysis {
  /** SHA-256 of the audio stream's packets: tags and cover art do not change it. */
  audioHash: string;
  /** Integrated loudness (EBU R128), when asked for. */
  loudnessLufs: number | null;
  /** How far ffmpeg read: the length of the audio, in milliseconds. */
  durationMs: number;
}

export interface AnalyseOptions {
  loudness: boolean;
  /** Also write the audio as MP3 to this path. */
  transcodeTo?: string;
}

export class FfmpegFailed extends Error {}

/**
 * One ffmpeg run per file, reading it once: the stream hash (packets copied, not decoded), the
 * loudness (decoded through the ebur128 filter) and the transcode are separate outputs of it.
 */
export function analyse(file: string, opts: AnalyseOptions): Promise<Analysis> {
  // Stats stay on: their last line says how far the audio went.
  const args = ['-hide_banner', '-nostdin', '-i', file, '-map', '0:a:0', '-c:a', 'copy', '-f', 'hash', '-hash', 'sha256', 'pipe:1'];
  if (opts.loudness) args.push('-map', '0:a:0', '-filter:a', 'ebur128', '-f', 'null', '-');
  if (opts.transcodeTo) {
    args.push('-map', '0:a:0', '-map_metadata', '0', '-c:a', 'libmp3lame', '-b:a', `${TRANSCODE_KBPS}k`, '-id3v2_version', '3', '-f', 'mp3', '-y', opts.transcodeTo);
  }
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpeg.path, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr = (stderr + chunk).slice(-STDERR_TAIL)));
    child.on('error', reject);
    child.on('close', (code) => {
      const audioHash = /SHA256=([0-9a-f]{64})/.exec(stdout)?.[1];
      const loudness = /Summary:[\s\S]*?I:\s+(-?[\d.]+|-inf) LUFS/.exec(stderr)?.[1];
      if (code !== 0 || !audioHash || (opts.loudness && loudness === undefined)) {
        reject(new FfmpegFailed(lastLine(stderr) || `ffmpeg exited with ${code}`));
        return;
      }
      const time = [...stderr.matchAll(/time=(\d+):(\d\d):(\d\d(?:\.\d+)?)/g)].at(-1);
      const durationMs = time ? Math.round(((Number(time[1]) * 60 + Number(time[2])) * 60 + Number(time[3])) * 1000) : 0;
      resolve({ audioHash, loudnessLufs: opts.loudness && loudness !== '-inf' ? Number(loudness) : null, durationMs });
    });
  });
}

function lastLine(log: string): string {
  return log.trim().split('\n').at(-1)?.trim() ?? '';
}
