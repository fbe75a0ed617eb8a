import { Lru } from '../../../lru';
import { AUDIO_TYPES, type AudioExtension, type MediaStore, type StoredFile } from '../store';
import { Renditions } from './renditions';
import { fileConforms, fileSong, type StreamSong } from './stream-song';

/** Stored files whose conformance is remembered: a bit each, far more than a catalog's channels play in a day. */
const CHECKS_REMEMBERED = 20_000;

/**
 * Songs from the operator's stored audio: the stored file itself when it is in STREAM_FORMAT
 * (checked frame by frame once per file and process), else its stream rendition.
 */
export class StoredSongs {
  /** `{track id} {size} {mtime}` → every frame is a stream frame; a file written again is checked again. */
  private readonly conforming = new Lru<string, boolean>(CHECKS_REMEMBERED);
  private readonly renditions: Renditions;

  constructor(private readonly store: MediaStore) {
    this.renditions = new Renditions(store);
  }

  /** The track's song from `file`, its stored audio, which this takes over (and closes when it is not the song's). */
  async open(trackId: string, file: StoredFile, gainSteps: number): Promise<StreamSong> {
    const ext = (Object.keys(AUDIO_TYPES) as AudioExtension[]).find((e) => AUDIO_TYPES[e] === file.type) ?? 'mp3';
    let usable: boolean;
    try {
      usable = ext === 'mp3' && (await this.conforms(trackId, file));
    } catch (error) {
      await file.handle.close().catch(() => {});
      throw error;
    }
    if (usable) return fileSong(file.handle, file.size, gainSteps);
    await file.handle.close().catch(() => {});
    await this.renditions.ensure(trackId, this.store.audioPath(trackId, ext));
    const rendition = await this.store.openStreamRendition(trackId);
    if (!rendition) throw new Error(`the stream rendition of ${trackId} vanished`);
    return fileSong(rendition.handle, rendition.size, gainSteps);
  }

  /** Stops the rendition being made. */
  close(): void {
    this.renditions.close();
  }

  private async conforms(trackId: string, file: StoredFile): Promise<boolean> {
    const { mtimeMs } = await file.handle.stat();
    const key = `${trackId} ${file.size} ${mtimeMs}`;
    let conforms = this.conforming.get(key);
    if (conforms === undefined) {
      conforms = await fileConforms(file.handle, file.size);
      this.conforming.set(key, conforms);
    }
    return conforms;
  }
}
