import type { ChannelListName } from '@earshot/contract';
import type { Db } from '../../../db';
import { catalogChannels } from '../read-models';

const ORDER_BY = { mostpopular: 'channels.popularity', newest: 'channels.created_at' } as const;

export class ChannelListsRepo {
  constructor(private readonly db: Db) {}

  /**
   * The first `limit` enabled catalog channels, most popular or newest first. Not the Five-Star
   * channel: it plays each listener's own top-rated songs, so it is no one's pick.
   */
  async channelIds(list: ChannelListName, limit: number): Promise<string[]> {
    const rows = await catalogChannels(this.db)
      .select('channels.id')
      .where('channels.five_star', '=', 0)
      .orderBy(ORDER_BY[list], 'desc')
      .orderBy('channels.id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }
}
