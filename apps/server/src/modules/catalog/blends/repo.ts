import { LIMITS } from '@earshot/contract';
import { type Transaction, sql } from 'kysely';
import type { Db } from '../../../db';
import { isPostgres } from '../../../db/dialect';
import type { Database } from '../../../db/schema';

/**
 * The channels a user channel plays (channel_added_channels). Every change takes the channel row's
 * lock first on PostgreSQL, so changes to one blend take turns and each statement, under READ
 * COMMITTED, counts what the previous ones committed; SQLite has one writer at a time. `FOR NO KEY
 * UPDATE` rather than `FOR UPDATE`, so rows elsewhere that reference the channel (favorites,
 * history) are not held up. The count and the change are then one statement.
 */
export class BlendsRepo {
  constructor(private readonly db: Db) {}

  private async lockChannel(trx: Transaction<Database>, channelId: string): Promise<void> {
    if (isPostgres(trx)) await trx.selectFrom('channels').select('id').where('id', '=', channelId).forNoKeyUpdate().execute();
  }

  /**
   * Adds channels to a blend, all of them or none: none when it would then play more than
   * LIMITS.blendMaxChannels. Each addition is stamped after everything already there, so the blend
   * keeps the order channels joined it in, even within one millisecond.
   */
  async add(channelId: string, addedIds: string[], now: number): Promise<'ok' | 'max'> {
    return this.db.transaction().execute(async (trx) => {
      await this.lockChannel(trx, channelId);
      const added = sql.join(addedIds);
      // The casts: PostgreSQL types a bare parameter in a select list as text.
      const inserted = await sql`
        INSERT INTO channel_added_channels (channel_id, added_channel_id, created_at)
        SELECT ${channelId}, channels.id, (
          SELECT CASE WHEN max(created_at) >= CAST(${now} AS bigint) THEN max(created_at) + 1 ELSE CAST(${now} AS bigint) END
          FROM channel_added_channels WHERE channel_id = ${channelId})
        FROM channels
        WHERE channels.id IN (${added})
          AND NOT EXISTS (SELECT 1 FROM channel_added_channels WHERE channel_id = ${channelId} AND added_channel_id = channels.id)
          AND (SELECT count(*) FROM (
            SELECT added_channel_id FROM channel_added_channels WHERE channel_id = ${channelId}
            UNION SELECT id FROM channels WHERE id IN (${added})
          ) AS blend) <= ${LIMITS.blendMaxChannels}`.execute(trx);
      if (Number(inserted.numAffectedRows ?? 0) > 0) return 'ok';
      // Nothing went in: all of them were there already (added by another request), or there was no room.
      const there = await trx
        .selectFrom('channel_added_channels')
        .select('added_channel_id')
        .where('channel_id', '=', channelId)
        .where('added_channel_id', 'in', addedIds)
        .execute();
      return there.length === addedIds.length ? 'ok' : 'max';
    });
  }

  /** Takes a channel out of a blend unless it is the last one there: a blend always plays something. */
  async remove(channelId: string, addedId: string): Promise<'ok' | 'last' | 'absent'> {
    return this.db.transaction().execute(async (trx) => {
      await this.lockChannel(trx, channelId);
      const deleted = await sql`
        DELETE FROM channel_added_channels
        WHERE channel_id = ${channelId} AND added_channel_id = ${addedId}
          AND (SELECT count(*) FROM channel_added_channels WHERE channel_id = ${channelId}) > 1`.execute(trx);
      if (Number(deleted.numAffectedRows ?? 0) > 0) return 'ok';
      const there = await trx
        .selectFrom('channel_added_channels')
        .select('added_channel_id')
        .where('channel_id', '=', channelId)
        .where('added_channel_id', '=', addedId)
        .executeTakeFirst();
      return there ? 'last' : 'absent';
    });
  }
}
