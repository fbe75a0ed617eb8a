import { CHANNEL_ENDPOINTS, TRACK_ENDPOINTS, TRACK_LIST_LIMITS } from '@earshot/contract';
import { defineRoute } from '../../../http/route';
import { askerOf } from './asker';
import type { ChannelService } from './service';

export function channelRoutes(channels: ChannelService) {
  return [
    defineRoute({
      endpoint: CHANNEL_ENDPOINTS.channel,
      summary:
        'Channel details and the tracks of every channel it plays; with details=true, the details with removed artists, removed tracks and included channels',
      tags: ['channels'],
      handler: async ({ params, query }, req) =>
        query.details === 'true' ? channels.details(params.id, askerOf(req)) : channels.withTracks(params.id, askerOf(req)),
    }),
    defineRoute({
      endpoint: CHANNEL_ENDPOINTS.featured,
      summary: "Up to 4 songs of the channel's track lists by different artists, drawn at random (none it bans)",
      tags: ['channels'],
      handler: async ({ params }, req) => channels.featured(params.id, askerOf(req)),
    }),
    defineRoute({
      endpoint: TRACK_ENDPOINTS.trackList,
      summary: `Songs by id: up to ${TRACK_LIST_LIMITS.idsMax} comma-separated track ids, answered in the order asked, each once; ids that are not songs of a catalog channel are left out`,
      tags: ['channels'],
      handler: async ({ query }) => channels.trackList(query.id),
    }),
    defineRoute({
      endpoint: CHANNEL_ENDPOINTS.check,
      summary: 'Whether the channel settings page may show the channel (can_view: not disabled) and offer to change it (can_edit: logged in, and not someone else\'s channel)',
      tags: ['channels'],
      handler: async ({ params }, req) => channels.check(params.id, askerOf(req)),
    }),
    defineRoute({
      endpoint: CHANNEL_ENDPOINTS.similar,
      summary: 'Up to 12 catalog channels in the genre of the first channel this one plays, most popular first',
      tags: ['channels'],
      handler: async ({ params }, req) => channels.similar(params.id, askerOf(req)),
    }),
    defineRoute({
      endpoint: CHANNEL_ENDPOINTS.page,
      summary:
        "Channel page data: the channel as the visitor gets it, up to 4 of its songs by different artists drawn at random (none it bans), and the similar call's channels",
      tags: ['pages'],
      handler: async ({ params }, req) => channels.page(params.id, askerOf(req)),
    }),
  ];
}
