import type { MoodKind } from '@earshot/contract';
import type { Db } from '../../../db';
import { visibleChannels } from '../../catalog';

export interface MoodGroupRecord { id: string; param: string; name: string; description: string }
export interface MoodGroupChannelRecord { group_id: string; channel_id: string }

export class MoodsRepo {
  constructor(private readonly db: Db) {}

  /** A mood page's groups in page order. */
  async groups(kind: MoodKind): Promise<MoodGroupRecord[]> {
    return this.db
      .selectFrom('mood_groups')
      .select(['id', 'param', 'name', 'description'])
      .where('kind', '=', kind)
      .orderBy('sort')
      .orderBy('param')
      .execute();
  }

  /** Which enabled catalog channels each of the page's groups holds, in each group's order. */
  async groupChannels(kind: MoodKind): Promise<MoodGroupChannelRecord[]> {
    return this.db
      .selectFrom('mood_group_channels')
      .innerJoin('mood_groups', 'mood_groups.id', 'mood_group_channels.group_id')
      .innerJoin(visibleChannels(this.db).as('channel'), 'channel.id', 'mood_group_channels.channel_id')
      .select(['mood_group_channels.group_id', 'mood_group_channels.channel_id'])
      .where('mood_groups.kind', '=', kind)
      .orderBy('mood_group_channels.group_id')
      .orderBy('mood_group_channels.position')
      .execute();
  }
}
