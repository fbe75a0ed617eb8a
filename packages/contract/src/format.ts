import { publicChannelRef } from './assets';
import { LIMITS } from './limits';
import type { Channel } from './schemas';

/** The spec's tile rule: cut at 97 characters, then '...'. */
export function truncateDescription(text: string, max: number = LIMITS.descriptionCut): string {
  return text.length > max ? `${text.slice(0, max)}...` : text;
}

export function formatClock(totalSeconds: number): string {
  const s = Math.max(0, Math.floor(totalSeconds));
  return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, '0')}`;
}

/** A channel's name as it reads in addresses: its page's and its stream's (`/stream/{slug}.mp3`). */
export const channelSlug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '') || 'channel';

/** A catalog channel's page, as the spec names it. */
export function channelPath(channel: { name: string; oldid: number }): string {
  return `/channel/${channelSlug(channel.name)}/${channel.oldid}/`;
}

/** Any channel's page, by the id anyone may open it with: a catalog channel's as channelPath, a user channel's by its id. */
export function channelPageHref(channel: Pick<Channel, '_id' | 'name' | 'oldid' | 'is_user_channel'>): string {
  return `/channel/${channelSlug(channel.name)}/${publicChannelRef({ id: channel._id.$oid, oldid: channel.oldid, isUserChannel: channel.is_user_channel })}/`;
}
