import { BAN_LIMITS } from '@earshot/contract';
import { sql } from 'kysely';
import type { Db } from '../../../db';
import { isPostgres } from '../../../db/dialect';

export type BanKind = 'track' | 'artist';

/** Where each kind of ban is kept, and how many of them one channel may hold (000 section 9). */
const TABLES = {
  track: { table: 'channel_removed_tracks', column: 'track_id', max: BAN_LIMITS.songs },
  artist: { table: 'channel_removed_artists', column: 'artist_id', max: BAN_LIMITS.artists },
} as const;

export class BansRepo {
  constructor(private readonly db: Db) {}

  /** Whether the song (ads and station ids cannot be banned) or the artist exists. */
  async exists(kind: BanKind, id: string): Promise<boolean> {
    const row =
      kind === 'track'
        ? await this.db.selectFrom('tracks').select('id').where('id', '=', id).where('kind', '=', 'song').executeTakeFirst()
        : await this.db.selectFrom('artists').select('id').where('id', '=', id).executeTakeFirst();
    return row !== undefined;
  }

  /**
   * Bans an item unless the channel already holds its limit of that kind; banning an item again is
   * fine. The count and the insert are one statement, and on PostgreSQL the channel row is locked
   * first, so concurrent bans on one channel take turns: each counts the rows the previous ones
   * committed (a statement under READ COMMITTED sees what committed before it began). SQLite runs
   * one writer at a time, and one statement whole.
   */
  async ban(kind: BanKind, channelId: string, itemId: string, now: number): Promise<'ok' | 'limit'> {
    const { table, column, max } = TABLES[kind];
    return this.db.transaction().execute(async (trx) => {
      if (isPostgres(trx)) await trx.selectFrom('channels').select('id').where('id', '=', channelId).forNoKeyUpdate().execute();
      // The cast: PostgreSQL types a bare parameter in a select list as text.
      const inserted = await sql`
        INSERT INTO ${sql.table(table)} (channel_id, ${sql.ref(column)}, created_at)
        SELECT ${channelId}, ${itemId}, CAST(${now} AS bigint)
        WHERE (SELECT count(*) FROM ${sql.table(table)} WHERE channel_id = ${channelId}) < ${max}
        ON CONFLICT DO NOTHING`.execute(trx);
      if (Number(inserted.numAffectedRows ?? 0) > 0) return 'ok';
      const already = await sql`SELECT 1 FROM ${sql.table(table)} WHERE channel_id = ${channelId} AND ${sql.ref(column)} = ${itemId}`.execute(trx);
      return already.rows.length > 0 ? 'ok' : 'limit';
    });
  }

  /** Lets a banned item play on the channel again. */
  async unban(kind: BanKind, channelId: string, itemId: string): Promise<void> {
    const { table, column } = TABLES[kind];
    await sql`DELETE FROM ${sql.table(table)} WHERE channel_id = ${channelId} AND ${sql.ref(column)} = ${itemId}`.execute(this.db);
  }
}
