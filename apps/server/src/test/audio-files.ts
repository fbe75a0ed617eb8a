import { execFile } from 'node:child_process';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';

const run = promisify(execFile);

export interface TestSong {
  file: string;
  title: string;
  artist: string;
  album: string;
  year: number;
  genre: string;
  label?: string;
  composer?: string;
  isrc?: string;
  /** Pitch of the tone, so each song is a different recording. */
  hz: number;
  seconds?: number;
  /** Cover art colour (a small JPEG), or none. */
  cover?: string;
}

/**
 * Encodes a real tagged audio file (MP3, FLAC, M4A or Ogg by the file's extension) with ffmpeg: a
 * tone, the tags a library's files carry, and an embedded cover when asked for.
 */
export async function writeSong(dir: string, song: TestSong): Promise<string> {
  const out = path.join(dir, song.file);
  const ext = path.extname(song.file).slice(1);
  const input = ['-f', 'lavfi', '-i', `sine=frequency=${song.hz}:duration=${song.seconds ?? 2}`];
  const cover = song.cover && (ext === 'mp3' || ext === 'flac')
    ? ['-f', 'lavfi', '-i', `color=c=${song.cover}:s=32x32:d=1`, '-map', '0:a', '-map', '1:v', '-c:v', 'mjpeg', '-frames:v', '1', '-disposition:v', 'attached_pic']
    : [];
  const codec = { mp3: ['-c:a', 'libmp3lame', '-b:a', '96k', '-id3v2_version', '3'], flac: ['-c:a', 'flac'], m4a: ['-c:a', 'aac'], ogg: ['-c:a', 'libvorbis'] }[ext];
  if (!codec) throw new Error(`no test encoding for .${ext}`);
  const isrcKey = ext === 'mp3' ? 'TSRC' : 'ISRC';
  const tags = {
    title: song.title, artist: song.artist, album: song.album, date: String(song.year), genre: song.genre,
    ...(song.label ? { [ext === 'mp3' ? 'publisher' : 'LABEL']: song.label } : {}),
    ...(song.composer ? { composer: song.composer } : {}),
    ...(song.isrc ? { [isrcKey]: song.isrc } : {}),
  };
  const metadata = Object.entries(tags).flatMap(([k, v]) => ['-metadata', `${k}=${v}`]);
  await run(ffmpeg.path, ['-hide_banner', '-loglevel', 'error', '-y', ...input, ...cover, ...codec, ...metadata, out]);
  return out;
}

/** A file named like audio that is not: what a half-copied or mislabelled file looks like to ingest. */
export async function writeCorrupt(dir: string, file: string): Promise<string> {
  const out = path.join(dir, file);
  await writeFile(out, Buffer.from('ID3 this is not an audio file, just text that claims to be one.\n'.repeat(40)));
  return out;
}

/** The same recording with one tag changed: the audio packets are copied as they are. */
export async function retag(file: string, key: string, value: string): Promise<void> {
  const temp = `${file}.retag${path.extname(file)}`;
  await run(ffmpeg.path, ['-hide_banner', '-loglevel', 'error', '-y', '-i', file, '-map', '0', '-c', 'copy', '-metadata', `${key}=${value}`, temp]);
  await rename(temp, file);
}
