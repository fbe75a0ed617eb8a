/** The listener's own song lists (001 section 7). */
export const SONG_HISTORY_PATHS = {
  trackHistory: '/listener/track-history/',
  ratingsHistory: '/listener/ratings-history/',
} as const;
