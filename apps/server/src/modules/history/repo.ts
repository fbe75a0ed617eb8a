import type { Db } from '../../db';

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
   * of (their user channel, made by a ban) is left out: it plays the copy now, which is listed itself.
   */
  async channelIds(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('channel_history')
      .select('channel_history.channel_id')
      .where('channel_history.user_id', '=', userId)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('channels as copy')
              .select('copy.id')
              .whereRef('copy.source_channel_id', '=', 'channel_history.channel_id')
              .where('copy.owner_user_id', '=', userId),
          ),
        ),
      )
      .orderBy('channel_history.heard_at', 'desc')
      .orderBy('channel_history.channel_id')
      .execute();
    return rows.map((r) => r.channel_id);
  }

  async remove(userId: string, channelId: string): Promise<void> {
    await this.db.deleteFrom('channel_history').where('user_id', '=', userId).where('channel_id', '=', channelId).execute();
  }

  /**
   * Catalog channels (no one's user channel) the listener has not played: first those in the genres
   * of the `seeds` channels heard most recently, then the rest; most popular first within each.
   */
  async relatedChannelIds(userId: string, seeds: number, limit: number): Promise<string[]> {
    const rows = await this.db
      .selectFrom('channels')
      .select('channels.id')
      .where('channels.five_star', '=', 0)
      .where('channels.disabled', '=', 0)
      .where('channels.owner_user_id', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom('channel_history').select('channel_id').whereRef('channel_id', '=', 'channels.id').where('user_id', '=', userId))),
      )
      .orderBy((eb) =>
        eb
          .case()
          .when(
            'channels.genre_id',
            'in',
            eb
              .selectFrom('channel_history')
              .innerJoin('channels as heard', 'heard.id', 'channel_history.channel_id')
              .select('heard.genre_id')
              .where('channel_history.user_id', '=', userId)
              .orderBy('channel_history.heard_at', 'desc')
              .limit(seeds),
          )
          .then(0)
          .else(1)
          .end(),
      )
      .orderBy('channels.popularity', 'desc')
      .orderBy('channels.id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }
}
