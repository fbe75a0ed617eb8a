import { percentile } from './stats';

/**
 * What a stream listener counts, and when it has underrun: pure arithmetic on arrival times and
 * byte counts, so the load client (which owns the sockets) and the tests share it.
 *
 * The rule. A stream carries BYTES_PER_S of audio (128 kbps CBR). A player connects and gets an
 * initial burst; whatever arrives in the first BURST_S seconds after the first audio byte is that
 * burst, and it is the player's head start. From then on the stream must keep real-time pace:
 *
 *   lag(t) = BYTES_PER_S × (t − (first + BURST_S)) − (received(t) − received(first + BURST_S))
 *
 * is how far (in bytes) the stream has fallen behind real time since the burst. The listener
 * underruns when lag(t) > BUFFER_S × BYTES_PER_S at any moment: a player holding only BUFFER_S
 * seconds beyond the burst would have run dry. The burst itself is not credited, so a server that
 * sends a big burst and then trickles is still caught within BUFFER_S seconds. A listener whose
 * first audio byte does not come within FIRST_BYTE_TIMEOUT_S, or whose connection is refused,
 * closed or errors, is a failure (counted apart from underruns).
 */
export const BYTES_PER_S = 16_000;
export const BURST_S = 1;
export const BUFFER_S = 2;
/** Covers three retries of a dropped SYN (sent again 1 s, 3 s and 7 s after the first): a full accept queue delays a listener, only a stuck server fails it. */
export const FIRST_BYTE_TIMEOUT_S = 10;

export const UNDERRUN_LAG_BYTES = BUFFER_S * BYTES_PER_S;

/** One listener's running figures; times in ms (any monotonic clock), bytes of audio only. */
export class StreamMeter {
  /** When the first audio byte arrived, or null before. */
  first: number | null = null;
  /** Audio bytes so far. */
  received = 0;
  /** Bytes received when the burst window closed, or null while it is open. */
  private burstBytes: number | null = null;
  private lastArrival = 0;
  /** Longest time without data since `resetWindow` (or since the first byte), in ms. */
  windowMaxGapMs = 0;
  /** Bytes received since `resetWindow`. */
  windowBytes = 0;
  /** The largest lag seen so far, in bytes (negative: ahead of real time). */
  maxLag = Number.NEGATIVE_INFINITY;

  constructor(readonly connectedAt: number) {}

  /** `bytes` of audio arrived at `now`. The lag is judged just before they count: that is when the player's buffer is lowest. */
  arrive(now: number, bytes: number): void {
    if (bytes <= 0) return;
    if (this.first === null) {
      this.first = now;
      this.lastArrival = now;
    }
    this.observe(now);
    this.windowMaxGapMs = Math.max(this.windowMaxGapMs, now - this.lastArrival);
    this.lastArrival = now;
    this.received += bytes;
    this.windowBytes += bytes;
  }

  /** Updates the lag at `now` without new data (a stalled stream never calls `arrive`). */
  observe(now: number): void {
    if (this.first === null) return;
    const burstEnd = this.first + BURST_S * 1000;
    if (now < burstEnd) return;
    if (this.burstBytes === null) this.burstBytes = this.received;
    const lag = (BYTES_PER_S * (now - burstEnd)) / 1000 - (this.received - this.burstBytes);
    this.maxLag = Math.max(this.maxLag, lag);
  }

  underrun(): boolean {
    return this.maxLag > UNDERRUN_LAG_BYTES;
  }

  /** No audio byte FIRST_BYTE_TIMEOUT_S after connecting. */
  neverStarted(now: number): boolean {
    return this.first === null && now - this.connectedAt > FIRST_BYTE_TIMEOUT_S * 1000;
  }

  /** The gap running at `now` (time since the last data) counts too: a stream that stopped shows its whole silence. */
  closeWindow(now: number): { bytes: number; maxGapMs: number } {
    this.observe(now);
    const running = this.first === null ? 0 : now - this.lastArrival;
    return { bytes: this.windowBytes, maxGapMs: Math.max(this.windowMaxGapMs, running) };
  }

  resetWindow(): void {
    this.windowBytes = 0;
    this.windowMaxGapMs = 0;
  }
}

/**
 * Splits a chunk of an ICY stream into audio and metadata: after every `metaint` audio bytes
 * comes one length byte L and 16 × L bytes of metadata. Returns the audio bytes in
 * `buf[start, end)`; `state` carries the position across chunks.
 */
export interface IcyState {
  /** Audio bytes left before the next length byte. */
  audioLeft: number;
  /** Metadata bytes left to skip (after the length byte). */
  metaLeft: number;
  /** Metadata blocks with text (L > 0) seen. */
  blocks: number;
}

export function icyAudioBytes(state: IcyState, metaint: number, buf: Uint8Array, start: number, end: number): number {
  let audio = 0;
  let i = start;
  while (i < end) {
    if (state.metaLeft > 0) {
      const skip = Math.min(state.metaLeft, end - i);
      state.metaLeft -= skip;
      i += skip;
    } else if (state.audioLeft > 0) {
      const take = Math.min(state.audioLeft, end - i);
      state.audioLeft -= take;
      audio += take;
      i += take;
    } else {
      const length = buf[i] * 16;
      if (length > 0) state.blocks++;
      state.metaLeft = length;
      state.audioLeft = metaint;
      i++;
    }
  }
  return audio;
}

/** Nearest-rank percentiles of the streams' longest gaps (ms); zeros when there are none. */
export function gapStats(gapsMs: number[]): { p50: number; p99: number; max: number } {
  if (gapsMs.length === 0) return { p50: 0, p99: 0, max: 0 };
  return { p50: Math.round(percentile(gapsMs, 50)), p99: Math.round(percentile(gapsMs, 99)), max: Math.round(gapsMs.reduce((a, b) => Math.max(a, b))) };
}
