import type { OnAir, Schedule } from './on-air';

/** One part of a chunk: so many bytes of one item. */
export interface ChunkPart {
  item: OnAir;
  bytes: number;
}

/** A second of a stream, the same bytes for every listener. */
export interface Chunk {
  data: Buffer;
  /** The items whose bytes it holds, in order (usually one; two at a boundary). */
  parts: ChunkPart[];
  /** The metadata block of the item playing at the chunk's end. */
  meta: Buffer;
}

/** Items in a row that give no audio (a track that could not be read) before the stream gives up. */
const MAX_EMPTY_ITEMS = 20;

/**
 * Cuts a schedule's items into chunks of exactly `chunkBytes` (the stream's icy-metaint, so each
 * listener's metadata falls between chunks), carrying an item's last bytes into the chunk that
 * starts the next one: the stream is one unbroken run of frames.
 */
export class Chunker {
  private current: OnAir | null = null;
  private sentOfCurrent = 0;
  /** Bytes read but not yet put in a chunk (a read returns whole frames, which may overrun a chunk). */
  private pending: Buffer | null = null;
  private ended = false;

  constructor(
    private readonly schedule: Schedule,
    private readonly chunkBytes: number,
    private readonly bytesPerMs: number,
  ) {}

  /** The next chunk, or null when the schedule has ended; the last may be short. */
  async next(): Promise<Chunk | null> {
    if (this.ended) return null;
    const data = Buffer.allocUnsafe(this.chunkBytes);
    const parts: ChunkPart[] = [];
    let filled = 0;
    let empty = 0;
    while (filled < this.chunkBytes) {
      if (!this.current) {
        this.current = await this.schedule.next();
        this.sentOfCurrent = 0;
        if (!this.current) break;
      }
      const item = this.current;
      const bytes = this.pending ?? (await readOrEnd(item, this.chunkBytes - filled));
      this.pending = null;
      if (!bytes) {
        this.finishCurrent();
        if (++empty > MAX_EMPTY_ITEMS) break;
        continue;
      }
      const taken = Math.min(bytes.length, this.chunkBytes - filled);
      bytes.copy(data, filled, 0, taken);
      if (taken < bytes.length) this.pending = bytes.subarray(taken);
      filled += taken;
      this.sentOfCurrent += taken;
      const last = parts.at(-1);
      if (last?.item === item) last.bytes += taken;
      else parts.push({ item, bytes: taken });
      empty = 0;
    }
    if (this.current) this.schedule.progress(this.current, this.sentMs());
    if (filled < this.chunkBytes) this.ended = true;
    if (filled === 0) return null;
    return { data: filled < this.chunkBytes ? data.subarray(0, filled) : data, parts, meta: (parts.at(-1) as ChunkPart).item.meta };
  }

  /** Stops: the item on the air is reported as far as it was sent, and everything is closed. */
  close(): void {
    if (this.current) this.finishCurrent();
    this.ended = true;
    this.schedule.close();
  }

  private sentMs(): number {
    return Math.round(this.sentOfCurrent / this.bytesPerMs);
  }

  private finishCurrent(): void {
    const item = this.current as OnAir;
    this.schedule.finished(item, this.sentMs());
    item.song.close();
    this.current = null;
  }
}

/** An item whose audio fails part-way (its encode failed) ends there; the stream goes on with the next. */
function readOrEnd(item: OnAir, max: number): Promise<Buffer | null> {
  return item.song.read(max).catch(() => null);
}
