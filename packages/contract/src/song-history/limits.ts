// Apart from LIMITS, which the first page load carries whole (see limits.ts).
export const SONG_HISTORY_LIMITS = {
  /** What the page asks for (001 section 9). */
  trackHistoryDefault: 32,
  /** The most `l` may ask for: one answer stays small whatever a client sends. */
  trackHistoryMax: 100,
  /** The newest ratings one answer lists; each rating is a listener's click, so this covers nearly everyone. */
  ratingsHistoryMax: 1000,
} as const;
