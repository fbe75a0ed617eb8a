// The channel page as both sides use it: its data call and its texts. No zod here (the schema is in
// channel-page-schema.ts): lazily loaded chunks import this module.

/**
 * The channel page, /channel/{id}/ and /channel/{name}/{oldid}/: where share links lead (000
 * section 2), with 'Featuring songs by:' and 'You may also like:' (001 section 2). 'You may also
 * like:' is the channel settings page's list too.
 */
export const CHANNEL_PAGE_TEXT = {
  play: 'Play',
  /** The Play button while this channel is the one in the player. */
  playing: 'Now playing',
  /** Heads the list of the channels a blend plays. */
  blendOf: 'Blended from',
  art: (channelName: string) => `${channelName} channel art`,
  featuring: 'Featuring songs by:',
  similar: 'You may also like:',
  similarFailure: 'Error fetching similar channels.',
} as const;
