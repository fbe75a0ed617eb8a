import { randomBytes } from 'node:crypto';
import { mkdir, open, readdir, readFile, rename, stat, unlink, writeFile, type FileHandle } from 'node:fs/promises';
import path from 'node:path';

const SHARD = /^[0-9a-f]{2}$/;
const CACHED_FILE = /^[0-9a-f]{24}\.mp3$/;
const TEMP_FILE = /^[0-9a-f]{24}\.mp3\.[0-9a-f]{8}\.tmp$/;

/**
 * Finished MP3s on disk (`{dir}/{last two hex of id}/{id}.mp3`; ObjectId-style ids vary most at the end),
 * bounded in size: least recently used files go first. Recency is tracked in memory (Map order),
 * seeded from file access times at startup. Files appear only complete (temp file + rename).
 */
export class DiskCache {
  /** id → size, oldest use first. */
  private readonly entries = new Map<string, number>();
  private total = 0;
  private evicting: Promise<void> = Promise.resolve();

  private constructor(private readonly dir: string, private readonly maxBytes: number) {}

  /** Opens (and indexes) the cache; a different `version` means the synth changed, so old files are dropped. */
  static async open(dir: string, maxBytes: number, version: string): Promise<DiskCache> {
    const cache = new DiskCache(dir, maxBytes);
    const versionFile = path.join(dir, 'VERSION');
    const stale = (await readFile(versionFile, 'utf8').catch(() => version)) !== version;
    await mkdir(dir, { recursive: true });
    const found: { id: string; size: number; used: number }[] = [];
    // Only names this cache writes are touched, whatever else lives in the directory.
    for (const shard of await readdir(dir)) {
      if (!SHARD.test(shard)) continue;
      for (const name of await readdir(path.join(dir, shard)).catch(() => [])) {
        const file = path.join(dir, shard, name);
        if (TEMP_FILE.test(name) || (stale && CACHED_FILE.test(name))) await unlink(file).catch(() => {});
        else if (CACHED_FILE.test(name)) {
          const info = await stat(file).catch(() => null);
          if (info) found.push({ id: name.slice(0, 24), size: info.size, used: Math.max(info.atimeMs, info.mtimeMs) });
        }
      }
    }
    await writeFile(versionFile, version);
    for (const f of found.sort((a, b) => a.used - b.used)) cache.add(f.id, f.size);
    await cache.evict();
    return cache;
  }

  get totalBytes(): number {
    return this.total;
  }

  has(id: string): boolean {
    return this.entries.has(id);
  }

  private pathOf(id: string): string {
    return path.join(this.dir, id.slice(-2), `${id}.mp3`);
  }

  private add(id: string, size: number): void {
    this.total += size - (this.entries.get(id) ?? 0);
    this.entries.delete(id);
    this.entries.set(id, size);
  }

  /** Opens a cached file and marks it recently used; the caller closes the handle. */
  async open(id: string): Promise<{ handle: FileHandle; size: number } | undefined> {
    if (!this.entries.has(id)) return undefined;
    try {
      const handle = await open(this.pathOf(id), 'r');
      const { size } = await handle.stat();
      this.add(id, size);
      return { handle, size };
    } catch {
      this.forget(id);
      return undefined;
    }
  }

  async store(id: string, data: Uint8Array): Promise<void> {
    const file = this.pathOf(id);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${randomBytes(4).toString('hex')}.tmp`;
    await writeFile(temp, data);
    await rename(temp, file);
    this.add(id, data.byteLength);
    await this.evict();
  }

  private forget(id: string): void {
    this.total -= this.entries.get(id) ?? 0;
    this.entries.delete(id);
  }

  /** Serialised, so concurrent stores never unlink the same file twice. */
  private evict(): Promise<void> {
    this.evicting = this.evicting.then(async () => {
      for (const [id] of this.entries) {
        if (this.total <= this.maxBytes) break;
        this.forget(id);
        // Readers that already opened the file keep reading it: unlink only removes the name.
        await unlink(this.pathOf(id)).catch(() => {});
      }
    });
    return this.evicting;
  }
}
