import { MY_CHANNELS_ENDPOINTS } from '@earshot/contract';
import { defineRoute } from '../../../http/route';
import { requireUser } from '../../../http/session';
import { memberAskerOf } from '../../catalog';
import type { HistoryService } from './service';

export function historyRoutes(history: HistoryService) {
  return [
    defineRoute({
      endpoint: MY_CHANNELS_ENDPOINTS.userChannels,
      summary: 'The channels the listener played, most recently heard first (user_channels), and channels like them (related)',
      tags: ['history'],
      handler: async (_input, req) => history.userChannels(requireUser(req).id),
    }),
    defineRoute({
      endpoint: MY_CHANNELS_ENDPOINTS.removeHistoryEntry,
      summary: "Remove a channel from the listener's history (not there is fine)",
      tags: ['history'],
      handler: async ({ params }, req) => {
        await history.remove(memberAskerOf(req), params.id);
        return { status: 'ok' as const };
      },
    }),
  ];
}
