import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalog, seeded } from '../../../test/catalogs';
import { tilt } from './liking';
import { planNext } from './plan';
import { DEFAULT_POLICY } from './policy';

const policy = DEFAULT_POLICY;
const unrated = policy.ratingWeights[0];
const likingArb = fc.record({
  rating: fc.option(fc.integer({ min: 1, max: 5 }), { nil: undefined }),
  likedArtist: fc.boolean(),
  fiveStar: fc.boolean(),
});

describe('tilt: what raises a song, and the reason it gives', () => {
  it('says each reason where it applies', () => {
    const reason = (rating: number | undefined, likedArtist: boolean, fiveStar: boolean) => tilt(policy, { rating, likedArtist, fiveStar }).reason;
    expect(reason(5, false, true)).toEqual({ kind: 'five_star' });
    expect(reason(4, true, false)).toEqual({ kind: 'rated', stars: 4 });
    expect(reason(undefined, true, false)).toEqual({ kind: 'artist' });
    expect(reason(undefined, false, false)).toEqual({ kind: 'curated' });
    // Ratings that did not raise the song's chance are no reason for it: the curators picked it.
    expect(reason(3, true, false)).toEqual({ kind: 'curated' });
    expect(reason(1, false, false)).toEqual({ kind: 'curated' });
  });

  it('gives a rating or an artist as the reason exactly when it raised the chance above an unrated song', async () => {
    await fc.assert(
      fc.property(likingArb, (liking) => {
        const { weight, reason } = tilt(policy, liking);
        if (liking.fiveStar) expect(reason.kind).toBe('five_star');
        else expect(reason.kind !== 'curated').toBe(weight > unrated);
      }),
    );
  });

  it('weighs a rated song by its own rating alone, whatever the listener thinks of its artist', async () => {
    await fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.boolean(), (rating, fiveStar) => {
        const liked = tilt(policy, { rating, likedArtist: true, fiveStar }).weight;
        const not = tilt(policy, { rating, likedArtist: false, fiveStar }).weight;
        expect(liked).toBe(policy.ratingWeights[rating]);
        expect(not).toBe(liked);
      }),
    );
  });

  it('draws the unrated songs of a liked artist more often than those of other artists', async () => {
    await fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer({ min: 1, max: 3 }), fc.integer(), (artists, songs, seed) => {
        const candidates = catalog(artists, 1, songs);
        const liked = candidates[0].artist_id;
        const random = seeded(seed);
        const weight = (c: (typeof candidates)[number]) => tilt(policy, { rating: undefined, likedArtist: c.artist_id === liked, fiveStar: false }).weight;
        let likedDraws = 0;
        const draws = 3000;
        for (let i = 0; i < draws; i++) {
          const [pick] = planNext({ candidates, history: [], count: 1, now: 0, random, weight });
          if (pick.kind === 'song' && pick.track.artist_id === liked) likedDraws++;
        }
        const perLikedSong = likedDraws / songs;
        const perOtherSong = (draws - likedDraws) / (songs * (artists - 1));
        expect(perLikedSong).toBeGreaterThan(1.2 * perOtherSong);
      }),
      { numRuns: 20 },
    );
  });
});
