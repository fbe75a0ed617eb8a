import type { RatedTrack } from '@earshot/contract';

const STARS_DOWN = [5, 4, 3, 2, 1] as const;

/** The Rating order: one group per star count that has songs, 5 stars first; each group keeps the list's order. */
export function byRating(songs: RatedTrack[]): { rating: number; songs: RatedTrack[] }[] {
  return STARS_DOWN.map((rating) => ({ rating, songs: songs.filter((s) => s.rating === rating) })).filter((group) => group.songs.length > 0);
}
