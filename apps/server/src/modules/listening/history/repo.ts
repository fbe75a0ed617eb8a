import type { Db } from '../../../db';
import { allChannels, copiesOwnedBy, visibleChannels } from '../../catalog';

export class HistoryRepo {
  constructor(private readonly db: Db) {}

  /** One upsert: it runs on every playlist call of a logged-in listener, on the way to the sound. */
  async heard(userId: string, channelId: string, at: number): Promise<void> {
    await this.db
      .insertInto('channel_history')
      .values({ user_id: userId, channel_id: channelId, heard_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'channel_id']).doUpdateSet({ heard_at: at }))
      .execute();
  }

  /**
   * The channels the listener played, most recently heard first. A channel they have their own copy
   * of (their user channel, made by a ban, a blend or a rename) is listed as that copy: picking either
   * plays the copy, and it carries their name for it.
   */
  async channelIds(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('channel_history')
      .leftJoin(copiesOwnedBy(this.db, userId).as('copy'), 'copy.source_channel_id', 'channel_history.channel_id')
      // Aliases no input column has: PostgreSQL would read GROUP BY channel_id as channel_history's column.
      .select((eb) => [eb.fn.coalesce('copy.id', 'channel_history.channel_id').as('listed_id'), eb.fn.max('channel_history.heard_at').as('last_heard')])
      .where('channel_history.user_id', '=', userId)
      .groupBy('listed_id')
      .orderBy('last_heard', 'desc')
      .orderBy('listed_id')
      .execute();
    return rows.map((r) => r.listed_id);
  }

  async remove(userId: string, channelIds: string[]): Promise<void> {
    await this.db.deleteFrom('channel_history').where('user_id', '=', userId).where('channel_id', 'in', channelIds).execute();
  }

  /**
   * Catalog channels (no one's user channel) the listener has not played: first those in the genres
   * of the `seeds` channels heard most recently, then the rest; most popular first within each.
   */
  async relatedChannelIds(userId: string, seeds: number, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom(visibleChannels(this.db).as('channel'))
      .select('channel.id')
      .where('channel.five_star', '=', 0)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('channel_history').select('channel_id').whereRef('channel_id', '=', 'channel.id').where('user_id', '=', userId))),
      )
      .orderBy((eb) =>
        eb
          .case()
          .when(
            'channel.genre_id',
            'in',
            eb
              .selectFrom('channel_history')
              .innerJoin(allChannels(this.db).as('heard'), 'heard.id', 'channel_history.channel_id')
              .select('heard.genre_id')
              .where('channel_history.user_id', '=', userId)
              .orderBy('channel_history.heard_at', 'desc')
              .limit(seeds),
          )
          .then(0)
          .else(1)
          .end(),
      )
      .orderBy('channel.popularity', 'desc')
      .orderBy('channel.id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }
}
