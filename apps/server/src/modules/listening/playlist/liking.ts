import type { PlaylistPolicy } from './policy';

/** What the listener's ratings say about one candidate. */
export interface Liking {
  /** Their rating of the song; undefined when unrated (or the listener is anonymous). */
  rating: number | undefined;
  /** Whether they rated another song by its artist at least `policy.likedArtist.minRating` stars. */
  likedArtist: boolean;
  /** Whether it is a candidate as one of their Five-Star songs rather than from a channel's track list. */
  fiveStar: boolean;
}

/** Why a song plays: the contract's reasons (`songWhy`) before the channel and artist are named. */
export type Reason = { kind: 'five_star' } | { kind: 'rated'; stars: number } | { kind: 'artist' } | { kind: 'curated' };

/** How likely a candidate is drawn, and why it plays if drawn. */
export interface Tilt {
  weight: number;
  reason: Reason;
}

/**
 * How likely a candidate is drawn, and why it plays if drawn: both from the same facts, so a reason
 * names what raised the chance and nothing else. The order of the reasons is defined here alone:
 * a Five-Star song is there because of the listener's ratings at all; then the song's own rating,
 * when it raised the chance; then the artist's, when it did; else the curators picked it.
 */
export function tilt(policy: PlaylistPolicy, { rating, likedArtist, fiveStar }: Liking): Tilt {
  const unrated = policy.ratingWeights[0];
  // A rated song is weighed by its own rating alone: a liked artist never lifts a song rated low.
  const own = rating === undefined ? undefined : (policy.ratingWeights[rating] ?? unrated);
  const weight = own ?? (likedArtist ? policy.likedArtist.weight : unrated);
  if (fiveStar) return { weight, reason: { kind: 'five_star' } };
  if (weight <= unrated) return { weight, reason: { kind: 'curated' } };
  return { weight, reason: rating === undefined ? { kind: 'artist' } : { kind: 'rated', stars: rating } };
}
