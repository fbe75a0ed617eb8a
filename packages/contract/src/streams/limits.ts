/** Standard streams (issue 25): what a device may ask of a channel stream or a personal one. */
export const STREAM_LIMITS = {
  /** A personal stream key's random part, in bytes (128 bits or more, so no one guesses one). */
  keyBytes: 18,
  /** Players one personal key may feed at once; the next one is refused with a clear message. */
  connectionsPerKey: 3,
  /**
   * Streams one address may hold open at once, public and personal together: a household or an
   * office listens on a few; one client cannot start a transmitter on every channel.
   */
  connectionsPerAddress: 16,
  /** Connections a personal key may open per minute: a player retrying in a loop is slowed, not served. */
  connectsPerKeyPerMinute: 20,
} as const;

/** The formats a channel stream is offered in: the stream itself and two playlist files that point at it. */
export const STREAM_FORMATS = ['mp3', 'm3u', 'pls'] as const;
export type StreamFormat = (typeof STREAM_FORMATS)[number];
