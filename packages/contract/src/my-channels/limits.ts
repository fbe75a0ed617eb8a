// Apart from LIMITS: the first page load reads LIMITS, and every key added there ships in it.
export const MY_CHANNELS_LIMITS = {
  /** 'You may also like:' under the history: enough for two rows of tiles. */
  relatedChannels: 12,
  /** The newest history entries whose genres pick the related channels. */
  relatedSeedChannels: 10,
} as const;
