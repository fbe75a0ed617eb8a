import { channelDetails, channelRef, channelWithTracks, featuredTracks } from '@earshot/contract';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import type { ChannelService } from './service';

export function channelRoutes(channels: ChannelService) {
  return [
    defineRoute({
      method: 'GET',
      url: '/c/m/json/channel/:id/',
      summary: 'Channel details and tracks; with details=true, the details with removed artists, removed tracks and added channels',
      tags: ['channels'],
      params: z.object({ id: channelRef }),
      query: z.object({ details: z.enum(['true', 'false']).optional() }),
      response: z.union([channelWithTracks, channelDetails]),
      handler: async ({ params, query }, req) => {
        const userId = req.user?.id ?? null;
        return query.details === 'true' ? channels.details(params.id, userId) : channels.withTracks(params.id, userId);
      },
    }),
    defineRoute({
      method: 'GET',
      url: '/c/m/json/channel/:id/featured/',
      summary: "Up to 4 distinct songs of the channel's track list, drawn at random",
      tags: ['channels'],
      params: z.object({ id: channelRef }),
      response: featuredTracks,
      handler: async ({ params }) => channels.featured(params.id),
    }),
  ];
}
