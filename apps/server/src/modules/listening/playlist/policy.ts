/**
 * How a listener's stream is scheduled, as data (ARCHITECTURE.md section 6). The webcasting rules
 * for a non-interactive service: in any 3-hour window of one listener's stream at most 3 tracks
 * from one album (2 in a row), at most 4 by one artist (3 in a row), and no track repeats soon after
 * it played. Then station ids, ad breaks and how ratings tilt the draw.
 */
export interface PlaylistPolicy {
  windowMs: number;
  maxPerAlbum: number;
  maxAlbumInRow: number;
  maxPerArtist: number;
  maxArtistInRow: number;
  noRepeatMs: number;
  /** A station id plays after this many songs. */
  songsPerSweeper: number;
  /**
   * An ad break (one spot of 15–30 s) is due after this much music heard since the last one.
   * Logged-in listeners wait 1.5 times as long, so they hear a third fewer ad minutes (000 section 1).
   */
  adBreakAfterMusicMs: { anonymous: number; loggedIn: number };
  /** Draw weight by the listener's rating, index 0 for unrated: 5 stars often, 1 star rarely. */
  ratingWeights: readonly [number, number, number, number, number, number];
  /**
   * An unrated song by an artist the listener rated another song of at least `minRating` stars is
   * drawn with `weight` instead of the unrated weight. A rated song keeps its own rating's weight.
   */
  likedArtist: { minRating: number; weight: number };
}

const ANONYMOUS_AD_BREAK_MS = 7.5 * 60_000;

export const DEFAULT_POLICY: PlaylistPolicy = {
  windowMs: 3 * 3600_000,
  maxPerAlbum: 3,
  maxAlbumInRow: 2,
  maxPerArtist: 4,
  maxArtistInRow: 3,
  noRepeatMs: 3 * 3600_000,
  songsPerSweeper: 4,
  adBreakAfterMusicMs: { anonymous: ANONYMOUS_AD_BREAK_MS, loggedIn: ANONYMOUS_AD_BREAK_MS * 1.5 },
  ratingWeights: [1, 0.1, 0.4, 1, 2, 3],
  likedArtist: { minRating: 4, weight: 1.5 },
};

/** The policy with ad breaks every `seconds` of music for anonymous listeners (and 1.5× that logged in). */
export function withAdBreakEvery(policy: PlaylistPolicy, seconds: number): PlaylistPolicy {
  return { ...policy, adBreakAfterMusicMs: { anonymous: seconds * 1000, loggedIn: seconds * 1500 } };
}

export interface Candidate {
  id: string;
  artist_id: string;
  album_id: string;
  duration_ms: number;
}

export type ItemKind = 'song' | 'sweeper' | 'ad';

export interface HistoryEntry {
  track_id: string;
  artist_id: string;
  album_id: string;
  kind: ItemKind;
  served_at: number;
  /**
   * Whether the listener started it: a play report came in, or it is the item they are on. Items
   * sent ahead and dropped (a reload, a switch of channel) were served but never heard.
   */
  heard: boolean;
}

/**
 * A listener's ad breaks: the music they heard and the breaks they took in the window, over all
 * their channels, as their play reports (and the playhead of the item they are on) tell it. Items
 * sent ahead but never played count for nothing.
 */
export interface AdMeter {
  /** Music between breaks for this listener. */
  afterMs: number;
  heardMs: number;
  breaks: number;
}

export type Pick<C extends Candidate> = { kind: 'song'; track: C } | { kind: 'sweeper' } | { kind: 'ad' };

