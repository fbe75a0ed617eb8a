import { SAMPLE_RATE, type AudioSource } from '@earshot/catalog/audio';
import { id3Tag } from './id3';

/** A job with a listener this far ahead of playback no longer needs to pre-empt anything. */
const COMFORTABLE_LEAD_SECONDS = 20;

export type JobTier = 'urgent' | 'listened' | 'background';

/**
 * One track being synthesised and encoded. Chunks are kept in order so a listener who joins late
 * replays them and then follows; once done, the whole file is available from memory until cached.
 */
export class EncodeJob {
  private static nextId = 1;
  readonly id = EncodeJob.nextId++;
  readonly chunks: Buffer[] = [];
  bytes = 0;
  /** PCM frames encoded so far. */
  frames = 0;
  done = false;
  error: Error | null = null;
  /** Worker index holding this job's encoder state, once it has started. */
  worker = -1;
  /** A step is running on a worker. */
  busy = false;
  /** Listener → when it joined (ms). */
  private readonly listeners = new Map<object, number>();
  private readonly watchers = new Set<() => void>();
  readonly finished: Promise<void>;
  private settle!: () => void;
  private whole: Buffer | null = null;

  /** `onListeners` runs whenever a listener joins or leaves (priorities change). */
  constructor(readonly source: AudioSource, private readonly onListeners: (job: EncodeJob) => void = () => {}) {
    this.finished = new Promise((resolve) => (this.settle = resolve));
    const head = id3Tag(source.tags ?? { title: source.id, artist: 'Earshot', album: 'Earshot', year: null });
    this.chunks.push(head);
    this.bytes = head.length;
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  attach(listener: object, nowMs = Date.now()): void {
    if (this.listeners.has(listener)) return;
    this.listeners.set(listener, nowMs);
    this.onListeners(this);
  }

  detach(listener: object): void {
    if (this.listeners.delete(listener)) this.onListeners(this);
  }

  /** Seconds of audio listeners already hold from elsewhere (a kept head of the song). */
  private headSeconds = 0;

  /** Listeners were sent `seconds` of the song before this job's own output: no hurry until then. */
  headStart(seconds: number): void {
    this.headSeconds = Math.max(this.headSeconds, seconds);
    this.onListeners(this);
  }

  /** Seconds of audio ready ahead of the earliest listener's playback position. */
  lead(nowMs = Date.now()): number {
    let since = nowMs;
    for (const joined of this.listeners.values()) since = Math.min(since, joined);
    return Math.max(this.frames / SAMPLE_RATE, this.headSeconds) - (nowMs - since) / 1000;
  }

  tier(nowMs = Date.now()): JobTier {
    if (this.listeners.size === 0) return 'background';
    return this.lead(nowMs) < COMFORTABLE_LEAD_SECONDS ? 'urgent' : 'listened';
  }

  /** Called for every change (new chunk, done, failed); returns an unsubscribe function. */
  watch(callback: () => void): () => void {
    this.watchers.add(callback);
    return () => this.watchers.delete(callback);
  }

  append(bytes: Buffer, frames: number, done: boolean): void {
    if (bytes.length) {
      this.chunks.push(bytes);
      this.bytes += bytes.length;
    }
    this.frames += frames;
    this.done = done;
    if (done) this.settle();
    this.notify();
  }

  fail(error: Error): void {
    if (this.done || this.error) return;
    this.error = error;
    this.settle();
    this.notify();
  }

  /** The complete file (only once done). Chunks stay as they are: late listeners may still be replaying them. */
  result(): Buffer {
    this.whole ??= Buffer.concat(this.chunks, this.bytes);
    return this.whole;
  }

  private notify(): void {
    for (const watcher of [...this.watchers]) watcher();
  }
}
