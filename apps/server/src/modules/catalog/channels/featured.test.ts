import { describe, expect, it } from 'vitest';
import { seeded } from '../../../test/catalogs';
import { pickByDistinctKey, pickDistinct } from './featured';

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

describe('pickByDistinctKey', () => {
  // Songs as [artist, title]: one artist with many songs, four with one each.
  const songs = [
    ...Array.from({ length: 20 }, (_, i) => ['Prolific', `Song ${i}`] as const),
    ['Ann', 'A'] as const,
    ['Bo', 'B'] as const,
    ['Cy', 'C'] as const,
    ['Di', 'D'] as const,
  ];
  const artist = (song: readonly [string, string]) => song[0];

  it('never draws two items with the same key, and varies the items drawn for a key', () => {
    const random = seeded(3);
    const draws = Array.from({ length: 40 }, () => pickByDistinctKey(songs, artist, 4, random));
    for (const draw of draws) {
      expect(draw).toHaveLength(4);
      expect(new Set(draw.map(artist)).size).toBe(4);
    }
    const prolific = draws.flatMap((draw) => draw.filter((song) => song[0] === 'Prolific').map((song) => song[1]));
    // A fifth of the draws leave the prolific artist out: one key among five, however many songs it has.
    expect(prolific.length).toBeLessThan(40);
    expect(new Set(prolific).size).toBeGreaterThan(5);
  });

  it('draws one item per key when there are fewer keys than the count', () => {
    expect(pickByDistinctKey([['Ann', 'A'], ['Ann', 'B'], ['Bo', 'C']] as const, artist, 4, seeded(1)).map(artist).sort()).toEqual(['Ann', 'Bo']);
  });
});
