import { describe, expect, it } from 'vitest';
import { BYTES_PER_S, type IcyState, StreamMeter, gapStats, icyAudioBytes } from './stream-rule';

/** A burst of `burst` bytes at t = 0, then `rate` bytes a second in 100 ms slices until `untilMs`. */
function feed(meter: StreamMeter, burst: number, rate: number, untilMs: number): void {
  meter.arrive(0, burst);
  for (let t = 100; t <= untilMs; t += 100) meter.arrive(t, rate / 10);
}

describe('StreamMeter', () => {
  it('holds a stream that keeps real-time pace after its burst', () => {
    const m = new StreamMeter(0);
    feed(m, 64_000, BYTES_PER_S, 20_000);
    expect(m.underrun()).toBe(false);
    expect(m.maxLag).toBeLessThanOrEqual(BYTES_PER_S / 10);
  });

  it('catches a stream 15 % slow before 20 s are up, burst or not', () => {
    const m = new StreamMeter(0);
    feed(m, 64_000, BYTES_PER_S * 0.85, 20_000);
    expect(m.underrun()).toBe(true);
  });

  it('forgives a stream 5 % slow over 20 s (1 s behind, within the 2 s buffer)', () => {
    const m = new StreamMeter(0);
    feed(m, 64_000, BYTES_PER_S * 0.95, 20_000);
    expect(m.underrun()).toBe(false);
  });

  it('catches a stream that stops, without any more data arriving', () => {
    const m = new StreamMeter(0);
    feed(m, 64_000, BYTES_PER_S, 5_000);
    m.observe(7_000);
    expect(m.underrun()).toBe(false);
    m.observe(7_200);
    expect(m.underrun()).toBe(true);
  });

  it('reports the silence still running at the end of a window as its longest gap', () => {
    const m = new StreamMeter(0);
    m.arrive(10, 64_000);
    m.arrive(510, 8000);
    m.arrive(700, 8000);
    expect(m.closeWindow(2_700)).toEqual({ bytes: 80_000, maxGapMs: 2_000 });
    m.resetWindow();
    m.arrive(2_800, 1000);
    expect(m.closeWindow(2_900)).toEqual({ bytes: 1000, maxGapMs: 2_100 });
  });

  it('counts a stream that never starts', () => {
    const m = new StreamMeter(1000);
    expect(m.neverStarted(10_000)).toBe(false);
    expect(m.neverStarted(11_100)).toBe(true);
  });
});

describe('icyAudioBytes', () => {
  it('counts audio and skips metadata blocks split across chunks', () => {
    const metaint = 10;
    const meta = new Uint8Array([2, ...new Array(32).fill(65)]);
    const stream = new Uint8Array([...new Array(10).fill(1), ...meta, ...new Array(10).fill(1), 0, ...new Array(5).fill(1)]);
    const state: IcyState = { audioLeft: metaint, metaLeft: 0, blocks: 0 };
    let audio = 0;
    for (let i = 0; i < stream.length; i += 7) audio += icyAudioBytes(state, metaint, stream, i, Math.min(stream.length, i + 7));
    expect(audio).toBe(25);
    expect(state.blocks).toBe(1);
    expect(state.audioLeft).toBe(5);
  });
});

describe('gapStats', () => {
  it('gives nearest-rank percentiles', () => {
    const gaps = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(gapStats(gaps)).toEqual({ p50: 50, p99: 99, max: 100 });
    expect(gapStats([])).toEqual({ p50: 0, p99: 0, max: 0 });
  });
});
