import {
  TRACK_LIST_LIMITS, TRACK_PATHS, channelCheck, channelPage, channelRef, channelSettingsDetails, channelWithTracks, featuredTracks,
  similarChannels, trackList, trackListQuery,
} from '@earshot/contract';
import { z } from 'zod';
import { defineRoute } from '../../../http/route';
import { askerOf } from './asker';
import type { ChannelService } from './service';

export function channelRoutes(channels: ChannelService) {
  return [
    defineRoute({
      method: 'GET',
      url: '/c/m/json/channel/:id/',
      summary:
        'Channel details and the tracks of every channel it plays; with details=true, the details with removed artists, removed tracks and included channels',
      tags: ['channels'],
      params: z.object({ id: channelRef }),
      query: z.object({ details: z.enum(['true', 'false']).optional() }),
      response: z.union([channelWithTracks, channelSettingsDetails]),
      handler: async ({ params, query }, req) =>
        query.details === 'true' ? channels.details(params.id, askerOf(req)) : channels.withTracks(params.id, askerOf(req)),
    }),
    defineRoute({
      method: 'GET',
      url: '/c/m/json/channel/:id/featured/',
      summary: "Up to 4 songs of the channel's track lists by different artists, drawn at random (none it bans)",
      tags: ['channels'],
      params: z.object({ id: channelRef }),
      response: featuredTracks,
      handler: async ({ params }, req) => channels.featured(params.id, askerOf(req)),
    }),
    defineRoute({
      method: 'GET',
      url: TRACK_PATHS.trackList,
      summary: `Songs by id: up to ${TRACK_LIST_LIMITS.idsMax} comma-separated track ids, answered in the order asked, each once; ids that are not songs of a catalog channel are left out`,
      tags: ['channels'],
      query: trackListQuery,
      response: trackList,
      handler: async ({ query }) => channels.trackList(query.id),
    }),
    defineRoute({
      method: 'GET',
      url: '/c/m/json/channel/:id/check/',
      summary: 'Whether the channel settings page may show the channel (can_view: not disabled) and offer to change it (can_edit: logged in, and not someone else\'s channel)',
      tags: ['channels'],
      params: z.object({ id: channelRef }),
      response: channelCheck,
      handler: async ({ params }, req) => channels.check(params.id, askerOf(req)),
    }),
    defineRoute({
      method: 'GET',
      url: '/c/m/json/similar/:id/',
      summary: 'Up to 12 catalog channels in the genre of the first channel this one plays, most popular first',
      tags: ['channels'],
      params: z.object({ id: channelRef }),
      response: similarChannels,
      handler: async ({ params }, req) => channels.similar(params.id, askerOf(req)),
    }),
    defineRoute({
      method: 'GET',
      url: '/c/m/json/page/channel/:id/',
      summary:
        "Channel page data: the channel as the visitor gets it, up to 4 of its songs by different artists drawn at random (none it bans), and the similar call's channels",
      tags: ['pages'],
      params: z.object({ id: channelRef }),
      response: channelPage,
      handler: async ({ params }, req) => channels.page(params.id, askerOf(req)),
    }),
  ];
}
