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

// The player's own numbers that only its lazily loaded parts read (see FIVE_STAR_LIMITS above).
export const PLAYER_LIMITS = {
  /** How far `+` and `-` move the volume (of 0–100). */
  volumeStep: 5,
  /** The sleep timer's choices, in minutes (issue 27). */
  sleepMinutes: [15, 30, 45, 60, 90],
  /** The sleep timer turns the sound down over this many last seconds before it stops. */
  sleepFadeSeconds: 10,
} as const;
