import type { Db } from '../../../db';

export class RatingsRepo {
  constructor(private readonly db: Db) {}

  async ratingOf(userId: string, trackId: string): Promise<number> {
    const row = await this.db.selectFrom('ratings').select('rating').where('user_id', '=', userId).where('track_id', '=', trackId).executeTakeFirst();
    return row?.rating ?? 0;
  }

  async trackExists(trackId: string): Promise<boolean> {
    const row = await this.db.selectFrom('tracks').select('id').where('id', '=', trackId).where('kind', '=', 'song').executeTakeFirst();
    return row !== undefined;
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

  /** The listener's 4–5-star songs per genre, largest first. */
  async fiveStarCategories(userId: string) {
    const rows = await this.db
      .selectFrom('ratings')
      .innerJoin('tracks', 'tracks.id', 'ratings.track_id')
      .innerJoin('artists', 'artists.id', 'tracks.artist_id')
      .innerJoin('genres', 'genres.id', 'artists.genre_id')
      .where('ratings.user_id', '=', userId)
      .where('ratings.rating', '>=', 4)
      .groupBy(['genres.param', 'genres.name'])
      .select((eb) => ['genres.param', 'genres.name', eb.fn.countAll<number>().as('count')])
      .execute();
    return rows.map((r) => ({ param: r.param, name: r.name, count: Number(r.count) })).sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
  }
}
