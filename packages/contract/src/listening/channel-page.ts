/**
 * The channel page, /channel/{id}/ and /channel/{name}/{oldid}/: where share links lead (000
 * section 2). 'Featuring songs by:' and 'You may also like:' come with the browsing pages.
 */
export const CHANNEL_PAGE_TEXT = {
  play: 'Play',
  /** The Play button while this channel is the one in the player. */
  playing: 'Now playing',
  /** Heads the list of the channels a blend plays. */
  blendOf: 'Blended from',
  art: (channelName: string) => `${channelName} channel art`,
} as const;
