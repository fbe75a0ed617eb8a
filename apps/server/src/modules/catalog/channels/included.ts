import type { AddedChannelRecord, ChannelRecord } from './repo';

/**
 * The channels a channel plays. A user channel plays exactly its added channels, its source among
 * them until the listener removes it. A curated channel plays itself, and any channel the catalog
 * adds to it (listeners never do: their blends are made on their own copy).
 */
export function includedOf(channel: ChannelRecord): AddedChannelRecord[] {
  if (channel.owner_user_id !== null) return channel.added;
  const { id, oldid, name, five_star, genre_id, owner_user_id } = channel;
  return [{ id, oldid, name, five_star, genre_id, owner_user_id }, ...channel.added];
}

/** The channels whose own track lists a channel plays: Five-Star Radio has none, it plays the listener's ratings. */
export const trackListsOf = (channel: ChannelRecord) => includedOf(channel).filter((c) => c.five_star === 0).map((c) => c.id);
