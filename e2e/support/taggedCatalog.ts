import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { operatorCommand } from './operatorCommand';

export interface TaggedSong {
  title: string;
  artist: string;
  album: string;
  year: number;
  genre: string;
  seconds: number;
}

export interface TaggedCatalog {
  /** What the server needs to start on this catalog. */
  env: Record<string, string>;
  cleanup(): void;
}

/** An MP3 of a tone carrying `song`'s tags, as a file from a listener's library carries them. */
async function writeTaggedSong(file: string, song: TaggedSong, hz: number): Promise<void> {
  const tags = { title: song.title, artist: song.artist, album: song.album, date: String(song.year), genre: song.genre };
  await promisify(execFile)(ffmpeg.path, [
    '-hide_banner', '-loglevel', 'error', '-f', 'lavfi', '-i', `sine=frequency=${hz}:duration=${song.seconds}`,
    '-c:a', 'libmp3lame', '-b:a', '64k', '-id3v2_version', '3',
    ...Object.entries(tags).flatMap(([key, value]) => ['-metadata', `${key}=${value}`]),
    file,
  ]);
}

/**
 * A data folder whose catalog holds `songs`, read from tagged files by the operator's ingest, and
 * the channels of `curation` (a curation file's content) applied over the small demo catalog.
 * Prepared before the server starts: it reads channels' track lists once, at start.
 */
export async function taggedCatalog(songs: TaggedSong[], curation: object): Promise<TaggedCatalog> {
  const root = mkdtempSync(path.join(os.tmpdir(), 'earshot-e2e-catalog-'));
  const library = path.join(root, 'library');
  const dataDir = path.join(root, 'data');
  mkdirSync(library);
  mkdirSync(dataDir);
  const env = { DATA_DIR: dataDir, CATALOG_SIZE: 'test' };
  try {
    await Promise.all(songs.map((song, i) => writeTaggedSong(path.join(library, `song-${i}.mp3`), song, 440 + 110 * i)));
    const ingested = await operatorCommand(dataDir, 'ingest', [library, '--no-loudness'], env);
    if (!ingested.includes(` ${songs.length} added,`)) throw new Error(`ingest did not add every song:\n${ingested}`);
    const curationFile = path.join(root, 'curation.json');
    writeFileSync(curationFile, JSON.stringify(curation));
    await operatorCommand(dataDir, 'catalog-apply', [curationFile], env);
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
  return { env, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}
