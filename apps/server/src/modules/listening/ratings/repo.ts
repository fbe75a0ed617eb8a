import { FIVE_STAR_LIMITS } from '@earshot/contract';
import type { Db } from '../../../db';
import { genreView, songExists, trackView } from '../../catalog';

export class RatingsRepo {
  constructor(private readonly db: Db) {}

  async ratingOf(userId: string, trackId: string): Promise<number> {
    const row = await this.db.selectFrom('ratings').select('rating').where('user_id', '=', userId).where('track_id', '=', trackId).executeTakeFirst();
    return row?.rating ?? 0;
  }

  trackExists(trackId: string): Promise<boolean> {
    return songExists(this.db, trackId);
  }

  /** Rates or re-rates one track (one row per listener and track). */
  async upsert(row: { user_id: string; track_id: string; rating: number; channel_id: string | null; rated_at: number }): Promise<void> {
    await this.db
      .insertInto('ratings')
      .values(row)
      .onConflict((oc) => oc.columns(['user_id', 'track_id']).doUpdateSet({ rating: row.rating, channel_id: row.channel_id, rated_at: row.rated_at }))
      .execute();
  }

  async countRated(userId: string): Promise<number> {
    const row = await this.db.selectFrom('ratings').select((eb) => eb.fn.countAll<number>().as('n')).where('user_id', '=', userId).executeTakeFirst();
    return Number(row?.n ?? 0);
  }

  /** The listener's Five-Star songs per genre, largest first. */
  async fiveStarCategories(userId: string) {
    const rows = await this.db
      .selectFrom('ratings')
      .innerJoin(trackView(this.db).as('track'), 'track.id', 'ratings.track_id')
      .innerJoin(genreView(this.db).as('genre'), 'genre.id', 'track.genre_id')
      .where('ratings.user_id', '=', userId)
      .where('ratings.rating', '>=', FIVE_STAR_LIMITS.minRating)
      .groupBy(['genre.param', 'genre.name'])
      .select((eb) => ['genre.param', 'genre.name', eb.fn.countAll<number>().as('count')])
      .execute();
    return rows.map((r) => ({ param: r.param, name: r.name, count: Number(r.count) })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  }
}
