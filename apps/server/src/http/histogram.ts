/**
 * Latency histograms in whole microseconds, log-linear (HDR-style): values below 64 µs get a bucket
 * each; above, every power of two [2^k, 2^(k+1)) is split into 64 equal buckets, so a bucket's
 * upper bound is at most 1/64 (1.6 %) above any value in it. Fixed memory, O(1) per value.
 */

/** The serialised form, as written in the self-measure lines: non-empty buckets only, ascending. */
export interface Hist {
  count: number;
  maxUs: number;
  /** [upper bound in µs (inclusive), count] */
  buckets: [number, number][];
}

const SUB_BITS = 6;
const SUB_BUCKETS = 1 << SUB_BITS;
/** 2^36 µs is 19 hours: anything longer (an audio stream left open) is kept in the last bucket. */
const MAX_BITS = 36;
const BUCKETS = SUB_BUCKETS * (MAX_BITS - SUB_BITS + 1);
const MAX_US = 2 ** MAX_BITS - 1;

function bucketOf(us: number): number {
  if (us < SUB_BUCKETS) return us;
  const k = Math.floor(Math.log2(us));
  const shift = k - SUB_BITS;
  return SUB_BUCKETS * (shift + 1) + Math.floor((us - 2 ** k) / 2 ** shift);
}

function upperBoundOf(bucket: number): number {
  if (bucket < SUB_BUCKETS) return bucket;
  const shift = Math.floor(bucket / SUB_BUCKETS) - 1;
  const sub = bucket % SUB_BUCKETS;
  return 2 ** (shift + SUB_BITS) + (sub + 1) * 2 ** shift - 1;
}

/** One window's values; reset() starts the next window in the same memory. */
export class Histogram {
  private readonly counts = new Uint32Array(BUCKETS);
  private count = 0;
  private maxUs = 0;

  /** Records a duration, rounded up to a whole microsecond. */
  record(us: number): void {
    this.recordMany(us, 1);
  }

  /** Records `times` values of `us` at once (a histogram read from elsewhere). */
  recordMany(us: number, times: number): void {
    if (times <= 0) return;
    const value = Math.min(MAX_US, Math.max(0, Math.ceil(us)));
    this.counts[bucketOf(value)] += times;
    this.count += times;
    if (value > this.maxUs) this.maxUs = value;
  }

  get isEmpty(): boolean {
    return this.count === 0;
  }

  toJSON(): Hist {
    const buckets: [number, number][] = [];
    if (this.count > 0) {
      for (let i = 0; i <= bucketOf(this.maxUs); i++) if (this.counts[i] > 0) buckets.push([upperBoundOf(i), this.counts[i]]);
    }
    return { count: this.count, maxUs: this.maxUs, buckets };
  }

  reset(): void {
    this.counts.fill(0);
    this.count = 0;
    this.maxUs = 0;
  }
}

/** The histogram of both histograms' values together (windows of several processes, or of several windows). */
export function mergeHists(a: Hist, b: Hist): Hist {
  const merged: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.buckets.length || j < b.buckets.length) {
    const x = a.buckets[i];
    const y = b.buckets[j];
    if (y === undefined || (x !== undefined && x[0] < y[0])) {
      merged.push([x[0], x[1]]);
      i++;
    } else if (x === undefined || y[0] < x[0]) {
      merged.push([y[0], y[1]]);
      j++;
    } else {
      merged.push([x[0], x[1] + y[1]]);
      i++;
      j++;
    }
  }
  return { count: a.count + b.count, maxUs: Math.max(a.maxUs, b.maxUs), buckets: merged };
}

export const EMPTY_HIST: Hist = { count: 0, maxUs: 0, buckets: [] };

/**
 * The p-th percentile (0 < p ≤ 100) in µs: the upper bound of the bucket holding the value of rank
 * ⌈p/100 × count⌉, never above the maximum seen. At most 1.6 % above the exact value; NaN when empty.
 */
export function percentileOf(hist: Hist, p: number): number {
  if (hist.count === 0) return Number.NaN;
  const rank = Math.max(1, Math.ceil((p / 100) * hist.count));
  let seen = 0;
  for (const [upperBound, count] of hist.buckets) {
    seen += count;
    if (seen >= rank) return Math.min(upperBound, hist.maxUs);
  }
  return hist.maxUs;
}
