import { randomBytes } from 'node:crypto';
import { mkdir, open, rename, rm, unlink, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

/** How ingested audio is kept: the extensions the media store writes, with the Content-Type each is served as. */
export const AUDIO_TYPES = { mp3: 'audio/mpeg', m4a: 'audio/mp4' } as const;
export type AudioExtension = keyof typeof AUDIO_TYPES;

export const COVER_TYPES = { jpg: 'image/jpeg', png: 'image/png' } as const;
export type CoverExtension = keyof typeof COVER_TYPES;

/** Where the media store lives in the data folder. */
export const mediaDir = (dataDir: string) => path.join(dataDir, 'media');

export interface StoredFile {
  handle: FileHandle;
  size: number;
  type: string;
}

/**
 * The operator's music as files under DATA_DIR/media: `audio/{xx}/{track id}.{mp3|m4a}`,
 * `covers/{xx}/{album id}.{jpg|png}` (xx: the id's last two hex digits, which vary most) and
 * `stream/{xx}/{track id}.mp3`, the stream renditions of audio not in the streams' format. Files
 * appear only complete: they are written under a temporary name and renamed into place.
 */
export class MediaStore {
  private readonly tempDir: string;

  constructor(readonly dir: string) {
    this.tempDir = path.join(dir, 'tmp');
  }

  audioPath(trackId: string, ext: AudioExtension): string {
    return path.join(this.dir, 'audio', trackId.slice(-2), `${trackId}.${ext}`);
  }

  /** A track's stream rendition (STREAM_FORMAT), made from its stored audio when that is not in the format. */
  streamPath(trackId: string): string {
    return path.join(this.dir, 'stream', trackId.slice(-2), `${trackId}.mp3`);
  }

  coverPath(albumId: string, ext: CoverExtension): string {
    return path.join(this.dir, 'covers', albumId.slice(-2), `${albumId}.${ext}`);
  }

  /** A fresh name to write a file under before `commit` moves it into place (same disk, so the move is atomic). */
  async tempFile(ext: string): Promise<string> {
    await mkdir(this.tempDir, { recursive: true });
    return path.join(this.tempDir, `${randomBytes(8).toString('hex')}.${ext}.tmp`);
  }

  async commit(temp: string, final: string): Promise<void> {
    await mkdir(path.dirname(final), { recursive: true });
    await rename(temp, final);
  }

  /** Files left half-written by a run that was killed. */
  clearTemp(): Promise<void> {
    return rm(this.tempDir, { recursive: true, force: true });
  }

  discard(file: string): Promise<void> {
    return unlink(file).catch(() => {});
  }

  /** The track's stored audio, if it is an ingested one; the caller closes the handle. */
  async openAudio(trackId: string): Promise<StoredFile | undefined> {
    for (const [ext, type] of Object.entries(AUDIO_TYPES)) {
      const file = await openIfPresent(this.audioPath(trackId, ext as AudioExtension), type);
      if (file) return file;
    }
    return undefined;
  }

  /** The track's stream rendition, if made; the caller closes the handle. */
  openStreamRendition(trackId: string): Promise<StoredFile | undefined> {
    return openIfPresent(this.streamPath(trackId), AUDIO_TYPES.mp3);
  }

  openCover(albumId: string, ext: CoverExtension): Promise<StoredFile | undefined> {
    return openIfPresent(this.coverPath(albumId, ext), COVER_TYPES[ext]);
  }
}

async function openIfPresent(file: string, type: string): Promise<StoredFile | undefined> {
  try {
    const handle = await open(file, 'r');
    const { size } = await handle.stat();
    return { handle, size, type };
  } catch {
    return undefined;
  }
}
