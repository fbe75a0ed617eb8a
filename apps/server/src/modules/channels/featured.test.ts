import { describe, expect, it } from 'vitest';
import { seeded } from '../../test/catalogs';
import { pickDistinct } from './featured';

describe('pickDistinct', () => {
  it('draws up to the count, never the same item twice, and varies between draws', () => {
    const items = Array.from({ length: 30 }, (_, i) => i);
    const random = seeded(9);
    const draws = Array.from({ length: 20 }, () => pickDistinct(items, 4, random));
    for (const draw of draws) {
      expect(draw).toHaveLength(4);
      expect(new Set(draw).size).toBe(4);
    }
    expect(new Set(draws.map((d) => d.join())).size).toBeGreaterThan(15);
    expect(pickDistinct([1, 2], 4, random).sort()).toEqual([1, 2]);
  });
});
