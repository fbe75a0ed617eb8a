import type { Rng } from '../prng';
import { CAROLS, XMAS_ADJS, XMAS_ALBUMS, XMAS_NOUNS, XMAS_PHRASES, XMAS_SUFFIXES } from '../data/christmas';

export interface ChristmasSong { title: string; traditional: boolean }

/** Mostly carols everyone records, plus invented seasonal originals. */
export function christmasSong(rng: Rng): ChristmasSong {
  const r = rng.next();
  if (r < 0.55) return { title: rng.pick(CAROLS), traditional: true };
  if (r < 0.75) return { title: rng.pick(XMAS_PHRASES), traditional: false };
  if (r < 0.88) return { title: `${rng.pick(XMAS_ADJS)} ${rng.pick(XMAS_NOUNS)}`, traditional: false };
  return { title: `${rng.pick(XMAS_NOUNS)} ${rng.pick(XMAS_SUFFIXES)}`, traditional: false };
}

export function christmasAlbumTitle(rng: Rng, artist: string, flavourLabel: string): string {
  const r = rng.next();
  if (r < 0.55) return rng.pick(XMAS_ALBUMS);
  if (r < 0.7) return `Christmas With ${artist}`;
  if (r < 0.85) return `A ${rng.pick(XMAS_ADJS)} Christmas`;
  return `A ${flavourLabel} Christmas`;
}
