// Apart from LIMITS: the first page load reads LIMITS, and every key added there ships in it.
export const MOOD_LIMITS = {
  /** Channels on the Most Popular and Newest pages: past the tile list's first 48, short of the whole catalog. */
  listChannels: 100,
  /**
   * The holiday page says there are over this many Christmas channels (001 section 9). The full demo
   * catalog's test holds the catalog to it.
   */
  christmasChannelsClaim: 110,
} as const;
