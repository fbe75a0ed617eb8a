import type { ChristmasFilter } from '@earshot/contract';
import { CHRISTMAS_FILTER, FIVE_STAR_LIMITS } from '@earshot/contract';
import type { Candidate } from './policy';

/** What a listener banned from a channel. */
export interface Bans {
  trackIds: ReadonlySet<string>;
  artistIds: ReadonlySet<string>;
}

/** A channel's candidates: the tracks of every channel it plays, once each, minus bans. */
export function composeCandidates<C extends Candidate>(sources: C[][], bans: Bans): C[] {
  const seen = new Set<string>();
  const out: C[] = [];
  for (const tracks of sources) {
    for (const t of tracks) {
      if (seen.has(t.id) || bans.trackIds.has(t.id) || bans.artistIds.has(t.artist_id)) continue;
      seen.add(t.id);
      out.push(t);
    }
  }
  return out;
}

/** The channel each track came from: the first of `sources` to list it, the one `composeCandidates` keeps it for. */
export function sourcesOf<S>(sources: { from: S; tracks: Candidate[] }[]): Map<string, S> {
  const out = new Map<string, S>();
  for (const { from, tracks } of sources) for (const t of tracks) if (!out.has(t.id)) out.set(t.id, from);
  return out;
}

/** The artists of these track lists, once each: those a listener's liking of an artist can tilt. */
export function artistsOf(sources: Candidate[][]): string[] {
  const artists = new Set<string>();
  for (const tracks of sources) for (const t of tracks) artists.add(t.artist_id);
  return [...artists];
}

export interface FiveStarFilters {
  /** A genre param; '' for every category. */
  category: string;
  christmas: ChristmasFilter;
}

/** The Five-Star channel's tracks: the listener's Five-Star songs, narrowed by the category and Christmas filters. */
export function filterFiveStar<C extends { rating: number; christmas: number; genre_param: string }>(rated: C[], filters: FiveStarFilters): C[] {
  return rated.filter(
    (t) =>
      t.rating >= FIVE_STAR_LIMITS.minRating &&
      (filters.category === '' || t.genre_param === filters.category) &&
      (filters.christmas === CHRISTMAS_FILTER.mix || (filters.christmas === CHRISTMAS_FILTER.xmas) === (t.christmas === 1)),
  );
}
