import type { Db } from '../../db';

export class FavoritesRepo {
  constructor(private readonly db: Db) {}

  /** The listener's favorite channel ids, most recently added first. */
  async channelIds(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('favorites')
      .select('channel_id')
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('channel_id')
      .execute();
    return rows.map((r) => r.channel_id);
  }

  /** Adding a favorite twice keeps the first one (and its place in the list). */
  async add(userId: string, channelId: string, at: number): Promise<void> {
    await this.db
      .insertInto('favorites')
      .values({ user_id: userId, channel_id: channelId, created_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'channel_id']).doNothing())
      .execute();
  }

  async remove(userId: string, channelId: string): Promise<void> {
    await this.db.deleteFrom('favorites').where('user_id', '=', userId).where('channel_id', '=', channelId).execute();
  }
}
