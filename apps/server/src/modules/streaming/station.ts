import { publicChannelRef, siteUrl, channelSlug } from '@earshot/contract';
import type { ChannelRecord } from '../catalog';

/** A channel's page, absolute: the link in a stream's headers, metadata and playlist files. */
export function channelPageUrl(publicUrl: string, channel: ChannelRecord): string {
  return siteUrl(publicUrl, `/channel/${channelSlug(channel.name)}/${streamRefOf(channel)}/`);
}

/** What a channel's stream address names it by: its page's ref (a catalog channel's number, a user channel's id). */
export const streamRefOf = (channel: ChannelRecord) =>
  publicChannelRef({ id: channel.id, oldid: channel.oldid, isUserChannel: channel.owner_user_id !== null });
