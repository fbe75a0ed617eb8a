import { describe, expect, it } from 'vitest';
import { Rng } from './prng';
import { apportion, apportionAtLeastOne, apportionClustered } from './allocate';
import { hexId, trackId, uuidFor } from './ids';

describe('Rng', () => {
  it('repeats the same sequence for the same label and differs for another', () => {
    const a = Array.from({ length: 50 }, ((r) => () => r.uint32())(new Rng('x')));
    const b = Array.from({ length: 50 }, ((r) => () => r.uint32())(new Rng('x')));
    const c = Array.from({ length: 50 }, ((r) => () => r.uint32())(new Rng('y')));
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('keeps int, seed31 and sample within their contracts', () => {
    const rng = new Rng('bounds');
    for (let i = 0; i < 2000; i++) {
      const n = rng.int(-3, 7);
      expect(n).toBeGreaterThanOrEqual(-3);
      expect(n).toBeLessThanOrEqual(7);
      const s = rng.seed31();
      expect(Number.isInteger(s) && s >= 0 && s <= 0x7fffffff).toBe(true);
    }
    const picked = rng.sample([1, 2, 3, 4, 5, 6], 4);
    expect(new Set(picked).size).toBe(4);
  });
});

describe('apportion', () => {
  it('hands out exactly the total, proportionally', () => {
    expect(apportion([1, 1, 2], 8)).toEqual([2, 2, 4]);
    expect(apportionAtLeastOne([5, 1, 1], 3)).toEqual([1, 1, 1]);
    expect(apportionAtLeastOne([5, 1, 1], 2)).toEqual([1, 1, 0]);
    const clustered = apportionClustered([3, 2, 1, 1], 6, 3);
    expect(clustered.reduce((a, b) => a + b, 0)).toBe(6);
    expect(clustered.filter((n) => n > 0)).toHaveLength(2);
  });
});

describe('ids', () => {
  it('are 24 lowercase hex, stable and distinct', () => {
    const ids = Array.from({ length: 20000 }, (_, i) => hexId('track', `k${i}`));
    expect(ids.filter((id) => !/^[0-9a-f]{24}$/.test(id))).toEqual([]);
    expect(new Set(ids).size).toBe(20000);
    expect(hexId('a', 'b')).toBe(hexId('a', 'b'));
    expect(hexId('a', 'b')).not.toBe(hexId('b', 'b'));
    expect(trackId(hexId('album', 'x'), 11)).toMatch(/^[0-9a-f]{20}000b$/);
    expect(uuidFor('x')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
