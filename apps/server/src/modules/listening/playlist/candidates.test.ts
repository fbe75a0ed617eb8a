import { CHRISTMAS_FILTER } from '@earshot/contract';
import { describe, expect, it } from 'vitest';
import { catalog } from '../../../test/catalogs';
import { composeCandidates, filterFiveStar, sourcesOf } from './candidates';

describe('composeCandidates', () => {
  it("joins a blend's channels, each song once, minus banned songs and every song by a banned artist", () => {
    const [a0, a1, b0, b1] = catalog(2, 1, 2);
    const ids = composeCandidates([[a0, a1, b0], [b0, b1]], { trackIds: new Set([a1.id]), artistIds: new Set() }).map((c) => c.id);
    expect(ids).toEqual([a0.id, b0.id, b1.id]);
    const noArtist = composeCandidates([[a0, a1, b0], [b0, b1]], { trackIds: new Set(), artistIds: new Set([b0.artist_id]) });
    expect(noArtist.map((c) => c.id)).toEqual([a0.id, a1.id]);
  });
});

describe('sourcesOf', () => {
  it("names for each song the first of a blend's channels that plays it, the one its candidate is kept for", () => {
    const [a0, a1, b0, b1] = catalog(2, 1, 2);
    const from = sourcesOf([{ from: 'Jazz', tracks: [a0, a1, b0] }, { from: 'Blues', tracks: [b0, b1] }]);
    expect([...from]).toEqual([[a0.id, 'Jazz'], [a1.id, 'Jazz'], [b0.id, 'Jazz'], [b1.id, 'Blues']]);
  });
});

describe('filterFiveStar', () => {
  const rated = [
    { id: 'a', rating: 5, christmas: 0, genre_param: 'jazz' },
    { id: 'b', rating: 4, christmas: 1, genre_param: 'jazz' },
    { id: 'c', rating: 5, christmas: 1, genre_param: 'rock' },
    { id: 'd', rating: 3, christmas: 0, genre_param: 'rock' },
  ];
  const ids = (category: string, christmas: 0 | 1 | 2) => filterFiveStar(rated, { category, christmas }).map((t) => t.id);

  it('keeps only 4- and 5-star songs, in the chosen category', () => {
    expect(ids('', CHRISTMAS_FILTER.mix)).toEqual(['a', 'b', 'c']);
    expect(ids('rock', CHRISTMAS_FILTER.mix)).toEqual(['c']);
  });

  it('leaves Christmas songs out (No Xmas), keeps only them (Xmas), or mixes them in (Mix)', () => {
    expect(ids('', CHRISTMAS_FILTER.noXmas)).toEqual(['a']);
    expect(ids('', CHRISTMAS_FILTER.xmas)).toEqual(['b', 'c']);
    expect(ids('jazz', CHRISTMAS_FILTER.xmas)).toEqual(['b']);
  });
});
