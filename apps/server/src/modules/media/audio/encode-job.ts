import { MP3_KBPS, mp3Size, SAMPLE_RATE, type AudioSource } from '@earshot/catalog/audio';
import { id3Tag } from './id3';

/** Below this much audio ahead of a listener, the job's steps pre-empt everything else. */
const URGENT_LEAD_SECONDS = 2;
/**
 * Encoding for a listener pauses this far ahead of playback: a radio listener mostly skips or
 * switches long before a song ends, so encoding further ahead would mostly be thrown away, and
 * the CPU it takes is what the next listener's first second needs.
 */
const TARGET_LEAD_SECONDS = 40;
/** How far a job nobody listens to runs: the opening that is kept as the song's head. */
export const HEAD_SECONDS = 10;

/** `waiting`: far enough ahead of its listeners (or, with none, far enough to keep a head) to rest. */
export type JobTier = 'urgent' | 'listened' | 'background' | 'waiting';

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
  /** The whole file's length, known before encoding: the tag and a constant-bitrate stream of known size. */
  readonly size: number;
  /** Worker index holding this job's encoder state, once it has started. */
  worker = -1;
  /** A step is running on a worker. */
  busy = false;
  /** Encoder time its steps took so far (ms), from handing a step over to its answer; rests between steps are not in it. */
  encoderMs = 0;
  /** Listener → when it (would have) started playing from the top (ms). */
  private readonly listeners = new Map<object, number>();
  private readonly watchers = new Set<() => void>();
  private whole: Buffer | null = null;

  /** `onListeners` runs whenever a listener joins or leaves (priorities change). */
  constructor(readonly source: AudioSource, private readonly onListeners: (job: EncodeJob) => void = () => {}) {
    const head = id3Tag(source.tags ?? { title: source.id, artist: 'Earshot', album: 'Earshot', year: null });
    this.chunks.push(head);
    this.bytes = head.length;
    this.size = head.length + mp3Size(source);
  }

  /** Holds an encoder (in a worker) from its first step until it is done or dropped. */
  get started(): boolean {
    return this.worker !== -1;
  }

  get listenerCount(): number {
    return this.listeners.size;
  }

  /**
   * `fromByte`: where the listener's range starts. For pacing, a listener from there is one who
   * started playing as long ago as the audio before it lasts (the tag's bytes count as a few ms).
   */
  attach(listener: object, nowMs = Date.now(), fromByte = 0): void {
    if (this.listeners.has(listener)) return;
    this.listeners.set(listener, nowMs - (fromByte * 8) / MP3_KBPS);
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

  /** When the newest listener joined (ms), or -Infinity with none. */
  lastJoin(): number {
    return Math.max(-Infinity, ...this.listeners.values());
  }

  /** Seconds of audio ready ahead of the earliest listener's playback position. */
  lead(nowMs = Date.now()): number {
    let since = nowMs;
    for (const joined of this.listeners.values()) since = Math.min(since, joined);
    return Math.max(this.frames / SAMPLE_RATE, this.headSeconds) - (nowMs - since) / 1000;
  }

  tier(nowMs = Date.now()): JobTier {
    if (this.listeners.size === 0) return this.hasHead ? 'waiting' : 'background';
    const lead = this.lead(nowMs);
    if (lead < URGENT_LEAD_SECONDS) return 'urgent';
    return lead < TARGET_LEAD_SECONDS ? 'listened' : 'waiting';
  }

  /** Milliseconds until a waiting job with listeners needs its next step. */
  restMs(nowMs = Date.now()): number {
    return Math.max(0, (this.lead(nowMs) - TARGET_LEAD_SECONDS) * 1000);
  }

  /** Encoded as far as a kept head reaches. */
  get hasHead(): boolean {
    return this.frames >= HEAD_SECONDS * SAMPLE_RATE;
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
    this.notify();
  }

  fail(error: Error): void {
    if (this.done || this.error) return;
    this.error = error;
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
