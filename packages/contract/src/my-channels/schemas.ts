import { z } from 'zod';
import { channelRef } from '../ids';
import { channel } from '../schemas';

/** Form body of POST /c/m/json/favorites/{add|remove}/. */
export const favoriteForm = z.object({ c: channelRef });

/** GET /c/m/json/favorites/: the listener's favorite channels, most recently added first. */
export const favoritesList = z.object({ channels: z.array(channel) });
export type FavoritesList = z.infer<typeof favoritesList>;

export const userChannelsQuery = z.object({ s: z.literal('2014').optional() });

/** GET /c/m/json/channel/?s=2014: the channels the listener played (newest first) and channels like them. */
export const userChannels = z.object({ user_channels: z.array(channel), related: z.array(channel) });
export type UserChannels = z.infer<typeof userChannels>;
