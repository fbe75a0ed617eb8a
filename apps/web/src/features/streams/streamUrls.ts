import { type Channel, LIMITS, type StreamFormat, channelStreamPath, personalStreamPath, publicChannelRef, siteUrl } from '@earshot/contract';

/**
 * The name a channel's stream goes by (its page address's ref), or null for Five-Star Radio: its
 * playlist is drawn for each listener, so only a personal stream plays it.
 */
export function channelStreamRef(channel: Pick<Channel, '_id' | 'oldid' | 'is_user_channel'>): string | null {
  if (channel.oldid === LIMITS.fiveStarOldId) return null;
  return publicChannelRef({ id: channel._id.$oid, oldid: channel.oldid, isUserChannel: channel.is_user_channel });
}

/** A channel's public stream (or playlist file), absolute on `site` (ClientEnv.siteUrl): a player on another device opens it. */
export const channelStreamUrl = (site: string, ref: string, format?: StreamFormat) => siteUrl(site, channelStreamPath(ref, format));

export const personalStreamUrl = (site: string, key: string, ref: string) => siteUrl(site, personalStreamPath(key, ref));

/** Where Account Settings shows the personal stream section. */
export const PERSONAL_STREAM_SETTINGS = { path: '/user_settings/', sectionId: 'personal-stream' } as const;
