import { describe, expect, it } from 'vitest';
import { type Candidate, TIER, rank } from './rank';
import { editDistances } from './typos';

const term = (name: string, weight = 0, kind: Candidate['kind'] = 'channel', body = ''): Candidate => ({
  kind, term: name, norm: name.toLowerCase(), body, channel_id: null, oldid: null, weight,
});

describe('rank', () => {
  it('puts exact before prefix before word prefix before substring before typo, whatever the popularity', () => {
    const ranked = rank('jazz', [term('Acid Jazz Grooves', 90), term('Xjazzy', 95), term('Jazz', 1), term('Jazz Standards', 50), term('Jazx Ensemble', 100), term('Jazx', 99)]);
    expect(ranked.map((r) => [r.term, r.tier])).toEqual([
      ['Jazz', TIER.exact], ['Jazz Standards', TIER.prefix], ['Acid Jazz Grooves', TIER.wordPrefix], ['Xjazzy', TIER.contains], ['Jazx', TIER.typo], ['Jazx Ensemble', TIER.typoPrefix],
    ]);
  });

  it('puts one typo before two', () => {
    expect(rank('melow gold', [term('Yellow Gold', 9), term('Mellow Gold', 1)]).map((r) => r.typos)).toEqual([1, 2]);
  });

  it('orders a tier by weight, then length', () => {
    expect(rank('rock', [term('Rock Hits', 1), term('Rock Classics', 9), term('Rock Ballads', 1)]).map((r) => r.term)).toEqual(['Rock Classics', 'Rock Hits', 'Rock Ballads']);
  });

  it('forgives no typo below 4 characters, one up to 7 and two from 8', () => {
    expect(rank('jaz', [term('Jax')])).toEqual([]);
    expect(rank('smoth', [term('Smooth Jazz')])[0].tier).toBe(TIER.typoPrefix);
    expect(rank('smooht', [term('Smooth Jazz')])[0].tier).toBe(TIER.typoPrefix);
    expect(rank('smth', [term('Smooth Jazz')])).toEqual([]);
    expect(rank('clasicl music', [term('Classical Music')])[0].tier).toBe(TIER.typo);
  });

  it('matches a channel by every query word starting a word of its description, last', () => {
    const ranked = rank('harp son', [term('Quiet Hours', 0, 'channel', 'harpsichord sonatas'), term('Harp Songs', 0, 'artist')]);
    expect(ranked.map((r) => [r.term, r.tier])).toEqual([['Harp Songs', TIER.prefix], ['Quiet Hours', TIER.description]]);
  });

  it('finds nothing for text that normalizes to nothing', () => {
    expect(rank(' ().* ', [term('Jazz')])).toEqual([]);
  });
});

describe('editDistances', () => {
  it('measures against the closest prefix and the whole text, counting a swap of neighbours as one edit', () => {
    expect(editDistances('smoth', 'smooth jazz', 2)).toEqual({ prefix: 1, whole: Number.POSITIVE_INFINITY });
    expect(editDistances('smooht', 'smooth', 2)).toEqual({ prefix: 1, whole: 1 });
    expect(editDistances('jazz', 'jazz standards', 2).prefix).toBe(0);
    expect(editDistances('blues', 'jazz', 1).prefix).toBeGreaterThan(1);
  });
});
