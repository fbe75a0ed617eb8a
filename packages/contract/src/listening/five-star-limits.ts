// Apart from LIMITS, which the first page load carries whole (see limits.ts): only the server and
// lazily loaded code read these.
export const FIVE_STAR_LIMITS = {
  /** Songs a five-star filter category needs before it is worth playing (000 section 4). */
  categoryMinTracks: 16,
  /** Rated songs that unlock the Five-Star page (001 section 2). */
  unlockRatedSongs: 20,
} as const;
