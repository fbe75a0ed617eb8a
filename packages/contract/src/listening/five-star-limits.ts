// Apart from LIMITS, which the first page load carries whole (see limits.ts): only the server and
// lazily loaded code read these.
export const FIVE_STAR_LIMITS = {
  /** The least rating that puts a song on the listener's Five-Star channel (000 section 4: songs rated 4 or 5 stars). */
  minRating: 4,
  /** Songs a five-star filter category needs before it is worth playing (000 section 4). */
  categoryMinTracks: 16,
  /** Rated songs that unlock the Five-Star page (001 section 2). */
  unlockRatedSongs: 20,
} as const;
