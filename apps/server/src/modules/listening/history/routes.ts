import { MY_CHANNELS_PATHS, channelRef, statusOk, userChannels, userChannelsQuery } from '@earshot/contract';
import { z } from 'zod';
import { defineRoute } from '../../../http/route';
import { requireUser } from '../../../http/session';
import { memberAskerOf } from '../../catalog';
import type { HistoryService } from './service';

export function historyRoutes(history: HistoryService) {
  return [
    defineRoute({
      method: 'GET',
      url: MY_CHANNELS_PATHS.userChannels,
      summary: 'The channels the listener played, most recently heard first (user_channels), and channels like them (related)',
      tags: ['history'],
      query: userChannelsQuery,
      response: userChannels,
      handler: async (_input, req) => history.userChannels(requireUser(req).id),
    }),
    defineRoute({
      method: 'DELETE',
      url: '/c/m/json/channel/:id/',
      summary: "Remove a channel from the listener's history (not there is fine)",
      tags: ['history'],
      params: z.object({ id: channelRef }),
      response: statusOk,
      handler: async ({ params }, req) => {
        await history.remove(memberAskerOf(req), params.id);
        return { status: 'ok' as const };
      },
    }),
  ];
}
