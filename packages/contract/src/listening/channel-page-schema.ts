import { z } from 'zod';
import { LIMITS } from '../limits';
import { channel, track } from '../schemas';

/**
 * GET /c/m/json/page/channel/{id}/, the channel page (001 section 3): the channel as the visitor
 * gets it, songs by different artists it plays, drawn at random on each call, and channels like it.
 */
export const channelPage = z.object({
  channelDetails: channel,
  featuredTracks: z.array(track).describe(`up to ${LIMITS.featuredTracksPerChannel} songs, each by a different artist`),
  similarChannels: z.array(channel).describe('as GET /c/m/json/similar/{id}/ lists them'),
});
export type ChannelPage = z.infer<typeof channelPage>;
