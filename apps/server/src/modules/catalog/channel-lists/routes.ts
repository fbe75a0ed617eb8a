import { MOOD_ENDPOINTS, MOOD_LIMITS, channelListName } from '@earshot/contract';
import { defineRoute } from '../../../http/route';
import type { ChannelListsService } from './service';

const ORDER = { mostpopular: 'most popular first', newest: 'newest first' } as const;

/** The genre nav's Most Popular and Newest Channels pages: one route each, so any other name is a plain 404. */
export function channelListRoutes(lists: ChannelListsService) {
  return channelListName.options.map((list) =>
    defineRoute({
      endpoint: MOOD_ENDPOINTS.channelList[list],
      summary: `The ${MOOD_LIMITS.listChannels} enabled catalog channels ${ORDER[list]}`,
      tags: ['pages'],
      handler: async () => lists.page(list),
    }),
  );
}
