import type { Channel } from '@earshot/contract';

/** Channels with `is_favorite` telling whether they are among the listener's favorites. */
export function withFavoriteFlags(channels: Channel[], favoriteIds: ReadonlySet<string>): Channel[] {
  return channels.map((c) => ({ ...c, is_favorite: favoriteIds.has(c._id.$oid) }));
}
