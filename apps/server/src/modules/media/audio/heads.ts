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
  /** The most recently used heads, so a start does not wait for the disk (least recent first). */
  private readonly memory = new Map<string, Buffer>();
  private memoryBytes = 0;

  private constructor(private readonly cache: DiskCache, private readonly memoryMaxBytes: number) {}

  static async open(dir: string, maxBytes: number, version: string, memoryMaxBytes = 32 * 1024 * 1024): Promise<HeadStore> {
    return new HeadStore(await DiskCache.open(dir, maxBytes, version), memoryMaxBytes);
  }

  has(id: string): boolean {
    return this.memory.has(id) || this.cache.has(id);
  }

  async read(id: string): Promise<Buffer | undefined> {
    const remembered = this.memory.get(id);
    if (remembered) {
      this.remember(id, remembered);
      return remembered;
    }
    const file = await this.cache.open(id);
    if (!file) return undefined;
    try {
      const head = await file.handle.readFile();
      this.remember(id, head);
      return head;
    } finally {
      await file.handle.close();
    }
  }

  private remember(id: string, head: Buffer): void {
    const old = this.memory.get(id);
    if (old) {
      this.memory.delete(id);
      this.memoryBytes -= old.length;
    }
    this.memory.set(id, head);
    this.memoryBytes += head.length;
    for (const [oldest, bytes] of this.memory) {
      if (this.memoryBytes <= this.memoryMaxBytes) break;
      this.memory.delete(oldest);
      this.memoryBytes -= bytes.length;
    }
  }

  /** Keeps what a job has encoded so far, in whole chunks (whole MP3 frames). */
  keep(job: EncodeJob): Promise<void> {
    if (job.bytes < MIN_BYTES || this.has(job.source.id)) return Promise.resolve();
    const chunks: Buffer[] = [];
    let size = 0;
    for (const chunk of job.chunks) {
      if (size + chunk.length > MAX_BYTES) break;
      chunks.push(chunk);
      size += chunk.length;
    }
    const head = Buffer.concat(chunks, size);
    this.remember(job.source.id, head);
    return this.cache.store(job.source.id, head).catch(() => {});
  }
}
