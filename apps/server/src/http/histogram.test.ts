import { describe, expect, it } from 'vitest';
import { Histogram, type Hist, mergeHists, percentileOf } from './histogram';

/** The value of rank ⌈p/100 × n⌉, as bench/stats.ts reports a percentile of raw samples. */
function exactPercentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil((p / 100) * sorted.length)) - 1];
}

/** A deterministic generator, so a failure can be reproduced. */
function random(seed: number): () => number {
  let s = seed;
  return () => {
    s = (s * 16807) % (2 ** 31 - 1);
    return s / (2 ** 31 - 1);
  };
}

/** Latencies spread over six orders of magnitude (1 µs to ~20 s), in whole microseconds. */
function latencies(n: number, seed: number): number[] {
  const next = random(seed);
  return Array.from({ length: n }, () => Math.ceil(10 ** (next() * 7.3)));
}

function histOf(values: number[]): Hist {
  const h = new Histogram();
  for (const v of values) h.record(v);
  return h.toJSON();
}

describe('latency histogram', () => {
  it('reports every percentile at or at most 2 % above the exact value', () => {
    const values = latencies(20_000, 7);
    const hist = histOf(values);
    for (const p of [1, 10, 25, 50, 75, 90, 95, 99, 99.9, 100]) {
      const exact = exactPercentile(values, p);
      const reported = percentileOf(hist, p);
      expect(reported, `p${p}`).toBeGreaterThanOrEqual(exact);
      expect(reported, `p${p}`).toBeLessThanOrEqual(exact * 1.02);
    }
    expect(hist.count).toBe(values.length);
    expect(hist.maxUs).toBe(Math.max(...values));
  });

  it('keeps fixed memory: no more buckets than its scheme has, however many values', () => {
    const hist = histOf(latencies(50_000, 3));
    expect(hist.buckets.length).toBeLessThanOrEqual(64 * 31);
    expect(hist.buckets.reduce((sum, [, count]) => sum + count, 0)).toBe(50_000);
  });

  it('merges two histograms into the histogram of both sets of values', () => {
    const a = latencies(3000, 1);
    const b = latencies(5000, 2).map((v) => v * 3);
    expect(mergeHists(histOf(a), histOf(b))).toEqual(histOf([...a, ...b]));
    expect(mergeHists(histOf([]), histOf(a))).toEqual(histOf(a));
  });

  it('starts a window empty after reset', () => {
    const h = new Histogram();
    h.record(5000);
    h.reset();
    h.record(12);
    expect(h.toJSON()).toEqual({ count: 1, maxUs: 12, buckets: [[12, 1]] });
  });

  it('reports no percentile of an empty histogram', () => {
    expect(percentileOf(histOf([]), 50)).toBeNaN();
  });
});
