import type { Socket } from 'node:net';
import type { Chunk } from './chunker';
import { ICY_NO_CHANGE } from './icy';

/** A reader that does not take the end of its stream within this long is cut off (shutdown must not wait on it). */
const END_GRACE_MS = 5000;

/**
 * Ends a stream after what it was sent (closing the connection then: nothing more is read from a
 * player, so its own end would not be seen), or after the grace if its reader has stopped reading.
 */
function endSoon(socket: StreamSocket): void {
  socket.destroySoon();
  setTimeout(() => socket.destroy(), END_GRACE_MS).unref();
}

/** What a transmitter needs of a listener's socket. */
export type StreamSocket = Pick<Socket, 'write' | 'cork' | 'uncork' | 'writableLength' | 'destroy' | 'destroySoon' | 'destroyed'>;

/** One connection receiving a transmitter's chunks. */
export interface StreamListener {
  socket: StreamSocket;
  /** Asked for ICY metadata: a block follows every chunk. */
  icy: boolean;
  /** The block it was last sent, so an unchanged title costs one byte. */
  lastMeta?: Buffer;
  /** After each chunk it is sent (plays are counted from these). */
  received?(chunk: Chunk): void;
  /** Once, when it leaves the transmitter, for whatever reason. */
  left?(reason: 'closed' | 'behind' | 'ended'): void;
}

export interface TransmitterOptions {
  /** Milliseconds of audio per chunk. */
  chunkMs: number;
  /** Chunks sent at once on connect, so a player starts at once and has a cushion (Icecast's burst-on-connect). */
  burstChunks: number;
  /**
   * A listener whose socket holds more than this unsent (its network or player is not keeping up)
   * is dropped: chunks are shared Buffers, so this bounds what one slow reader pins, not a copy.
   */
  maxQueuedBytes: number;
  clock?: () => number;
  /** When the last listener has gone, or the source has ended. */
  idle?(): void;
  /** Audio bytes just written to listeners: a chunk times the listeners it reached (the server's metrics count them). */
  sent?(bytes: number): void;
}

/**
 * Sends one source's chunks to any number of listeners at real-time pace: the same Buffer written
 * to every socket, so a listener costs a write per second and no copy. A new listener gets the last
 * `burstChunks` at once, then follows. Nothing a listener does (reading slowly, leaving) delays the
 * others.
 */
export class Transmitter {
  private readonly recent: Chunk[] = [];
  private readonly listeners = new Set<StreamListener>();
  private readonly clock: () => number;
  private startedAt = 0;
  private produced = 0;
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private ahead: Promise<Chunk | null> | null = null;

  constructor(
    private readonly source: { next(): Promise<Chunk | null>; close(): void },
    private readonly opts: TransmitterOptions,
  ) {
    this.clock = opts.clock ?? Date.now;
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  /** Reads the burst; false when the source has nothing to play (the transmitter is then stopped). */
  async start(): Promise<boolean> {
    for (let i = 0; i < this.opts.burstChunks; i++) {
      const chunk = await this.read();
      if (!chunk) break;
      this.keep(chunk);
    }
    if (this.recent.length === 0 || this.stopped) {
      this.stop();
      return false;
    }
    this.startedAt = this.clock();
    this.ahead = this.read();
    this.schedule();
    return true;
  }

  /** Sends the burst, then every chunk as it is due. */
  add(listener: StreamListener): void {
    if (this.stopped) {
      this.leave(listener, 'ended');
      return;
    }
    this.listeners.add(listener);
    for (const chunk of this.recent) {
      if (this.deliver(listener, chunk)) this.opts.sent?.(chunk.data.length);
    }
  }

  /** A listener that went away (its socket closed). */
  remove(listener: StreamListener): void {
    if (this.listeners.delete(listener)) listener.left?.('closed');
    if (this.listeners.size === 0) this.opts.idle?.();
  }

  /** Ends every stream cleanly (the socket is ended after what it was sent) and closes the source. */
  stop(): void {
    if (this.stopped) return;
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.source.close();
    for (const listener of [...this.listeners]) {
      this.listeners.delete(listener);
      endSoon(listener.socket);
      listener.left?.('ended');
    }
    this.opts.idle?.();
  }

  /** The next chunk is due when the listeners have played all but the burst: start + (n − burst + 1) chunks. */
  private schedule(): void {
    if (this.stopped) return;
    const due = this.startedAt + (this.produced - this.opts.burstChunks + 1) * this.opts.chunkMs;
    this.timer = setTimeout(() => void this.tick(), Math.max(0, due - this.clock()));
  }

  private async tick(): Promise<void> {
    this.timer = null;
    const chunk = await this.ahead;
    if (this.stopped) return;
    if (!chunk) {
      this.stop();
      return;
    }
    // Read the next second now, so a slow disk or encoder has a whole second to answer.
    this.ahead = this.read();
    this.keep(chunk);
    let delivered = 0;
    for (const listener of this.listeners) if (this.deliver(listener, chunk)) delivered++;
    // Counted once a chunk, not once a listener: this loop runs for every stream every second.
    if (delivered > 0) this.opts.sent?.(chunk.data.length * delivered);
    this.schedule();
  }

  /** A source that fails (its schedule could not be read) ends the stream like one that has run out. */
  private read(): Promise<Chunk | null> {
    return this.source.next().catch(() => null);
  }

  private keep(chunk: Chunk): void {
    this.produced++;
    this.recent.push(chunk);
    if (this.recent.length > this.opts.burstChunks) this.recent.shift();
  }

  /** Writes `chunk` to `listener`; false when it was not (its socket is gone, or it was dropped for falling behind). */
  private deliver(listener: StreamListener, chunk: Chunk): boolean {
    const { socket } = listener;
    if (socket.destroyed) return false;
    if (socket.writableLength > this.opts.maxQueuedBytes) {
      this.listeners.delete(listener);
      socket.destroy();
      this.leave(listener, 'behind');
      if (this.listeners.size === 0) this.opts.idle?.();
      return false;
    }
    if (listener.icy) {
      socket.cork();
      socket.write(chunk.data);
      socket.write(chunk.meta === listener.lastMeta ? ICY_NO_CHANGE : chunk.meta);
      socket.uncork();
      listener.lastMeta = chunk.meta;
    } else socket.write(chunk.data);
    listener.received?.(chunk);
    return true;
  }

  private leave(listener: StreamListener, reason: 'behind' | 'ended'): void {
    listener.left?.(reason);
  }
}
