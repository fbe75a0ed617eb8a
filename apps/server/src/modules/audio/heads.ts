import { MP3_KBPS } from '@earshot/catalog/audio';
import { DiskCache } from './disk-cache';
import { HEAD_SECONDS, type EncodeJob } from './encode-job';

/** Worth keeping: at least ~1 s of audio. */
const MIN_BYTES = 20 * 1024;
/** Enough to start at once and cover the re-encode catching up, plus room for the ID3 tag. */
const MAX_BYTES = HEAD_SECONDS * MP3_KBPS * 125 + 8 * 1024;

/**
 * The opening seconds of songs whose encode stopped before the end (the listener skipped or left).
 * Encoding is deterministic, so a later encode of the same song produces these exact bytes first:
 * a new listener gets the head at once while the encoder re-renders the song and catches up.
 */
export class HeadStore {
  private constructor(private readonly cache: DiskCache) {}

  static async open(dir: string, maxBytes: number, version: string): Promise<HeadStore> {
    return new HeadStore(await DiskCache.open(dir, maxBytes, version));
  }

  has(id: string): boolean {
    return this.cache.has(id);
  }

  async read(id: string): Promise<Buffer | undefined> {
    const file = await this.cache.open(id);
    if (!file) return undefined;
    try {
      return await file.handle.readFile();
    } finally {
      await file.handle.close();
    }
  }

  /** Keeps what a job has encoded so far, in whole chunks (whole MP3 frames). */
  keep(job: EncodeJob): Promise<void> {
    if (job.bytes < MIN_BYTES || this.cache.has(job.source.id)) return Promise.resolve();
    const chunks: Buffer[] = [];
    let size = 0;
    for (const chunk of job.chunks) {
      if (size + chunk.length > MAX_BYTES) break;
      chunks.push(chunk);
      size += chunk.length;
    }
    return this.cache.store(job.source.id, Buffer.concat(chunks, size)).catch(() => {});
  }
}
