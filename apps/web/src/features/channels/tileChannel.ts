import type { Channel } from '@earshot/contract';

/** A channel as its tile's `data-channel` carries it: id, name, legacy id, and whether it is a user channel. */
export type TileChannelData = [id: string, name: string, oldid: number, userChannel: boolean];

/**
 * The tile's `data-channel`, for code outside React that must know which channel a click is for:
 * picking a channel to blend (features/blend/picking.ts) catches tile clicks before React does.
 */
export const tileChannel = (channel: Channel) =>
  JSON.stringify([channel._id.$oid, channel.name, channel.oldid, channel.is_user_channel] satisfies TileChannelData);
