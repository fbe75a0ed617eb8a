import type { Db } from '../../../db';
import { copiesOwnedBy } from '../../catalog';

export class FavoritesRepo {
  constructor(private readonly db: Db) {}

  /**
   * The listener's favorite channel ids, most recently added first. A curated channel they have
   * their own copy of (made by a ban, a blend or a rename) is listed as that copy, as history lists
   * it: picking either plays the copy, and the copy carries their name for it.
   */
  async channelIds(userId: string): Promise<string[]> {
    const rows = await this.db
      .selectFrom('favorites')
      .leftJoin(copiesOwnedBy(this.db, userId).as('copy'), 'copy.source_channel_id', 'favorites.channel_id')
      // Aliases no input column has: PostgreSQL would read GROUP BY channel_id as favorites' column.
      .select((eb) => [eb.fn.coalesce('copy.id', 'favorites.channel_id').as('listed_id'), eb.fn.max('favorites.created_at').as('added_at')])
      .where('favorites.user_id', '=', userId)
      .groupBy('listed_id')
      .orderBy('added_at', 'desc')
      .orderBy('listed_id')
      .execute();
    return rows.map((r) => r.listed_id);
  }

  /** Adding a favorite twice keeps the first one (and its place in the list). */
  async add(userId: string, channelId: string, at: number): Promise<void> {
    await this.db
      .insertInto('favorites')
      .values({ user_id: userId, channel_id: channelId, created_at: at })
      .onConflict((oc) => oc.columns(['user_id', 'channel_id']).doNothing())
      .execute();
  }

  async remove(userId: string, channelIds: string[]): Promise<void> {
    await this.db.deleteFrom('favorites').where('user_id', '=', userId).where('channel_id', 'in', channelIds).execute();
  }
}
