import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';

/** MP3, AAC/M4A, FLAC and Ogg (Vorbis, Opus): what ingest reads. */
const AUDIO_FILE = /\.(mp3|m4a|mp4|aac|flac|ogg|oga|opus)$/i;

export interface FoundFile {
  path: string;
  size: number;
  mtimeMs: number;
}

/** Every audio file under `root` (absolute paths, sorted, so runs visit files in the same order); hidden entries are skipped. */
export async function scanFolder(root: string): Promise<FoundFile[]> {
  const found: FoundFile[] = [];
  const walk = async (dir: string) => {
    const entries = await readdir(dir, { withFileTypes: true });
    for (const entry of entries) {
      if (entry.name.startsWith('.')) continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) await walk(full);
      else if (entry.isFile() && AUDIO_FILE.test(entry.name)) {
        const info = await stat(full);
        found.push({ path: full, size: info.size, mtimeMs: Math.floor(info.mtimeMs) });
      }
    }
  };
  await walk(path.resolve(root));
  return found.sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
}
