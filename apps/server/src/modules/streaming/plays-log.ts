import type { StreamedPlay } from '../listening';
import type { Chunk } from './chunker';
import type { OnAir } from './on-air';

/** Plays are written in batches: one insert for many connections at a song boundary. */
const FLUSH_EVERY_MS = 5000;
const FLUSH_AT_ROWS = 500;

/**
 * The plays a public channel stream's connections heard, gathered and written in batches. A
 * connection's play of an item starts with the first of its bytes sent to it and ends when the next
 * item's bytes start, or the connection goes.
 */
export class StreamPlaysLog {
  private rows: StreamedPlay[] = [];
  private readonly timer: NodeJS.Timeout;
  private writing: Promise<void> = Promise.resolve();

  constructor(
    private readonly write: (plays: StreamedPlay[]) => Promise<void>,
    private readonly onError: (error: unknown) => void,
  ) {
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  add(play: StreamedPlay): void {
    this.rows.push(play);
    // flush() catches its own failures (onError): nothing to wait for here.
    if (this.rows.length >= FLUSH_AT_ROWS) void this.flush();
  }

  /** Writes what is gathered; writes stay in order, one at a time. */
  flush(): Promise<void> {
    if (this.rows.length > 0) {
      const rows = this.rows;
      this.rows = [];
      this.writing = this.writing.then(() => this.write(rows)).catch(this.onError);
    }
    return this.writing;
  }

  async close(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }
}

/** One connection's current play, fed every chunk it is sent. */
export class ConnectionPlays {
  private item: OnAir | null = null;
  private at = 0;
  private bytes = 0;

  constructor(
    private readonly log: StreamPlaysLog,
    private readonly listenerKey: string,
    private readonly channelId: string,
    private readonly bytesPerMs: number,
    private readonly clock: () => number,
  ) {}

  received(chunk: Chunk): void {
    for (const part of chunk.parts) {
      if (part.item !== this.item) {
        this.end();
        this.item = part.item;
        this.at = this.clock();
      }
      this.bytes += part.bytes;
    }
  }

  /** The play in progress is over: the connection moved on or went. */
  end(): void {
    if (this.item) {
      const ms = Math.round(this.bytes / this.bytesPerMs);
      this.log.add({ listenerKey: this.listenerKey, channelId: this.channelId, trackId: this.item.trackId, at: this.at, ms });
    }
    this.item = null;
    this.bytes = 0;
  }
}
