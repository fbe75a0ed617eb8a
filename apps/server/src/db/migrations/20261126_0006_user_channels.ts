import type { Kysely } from 'kysely';

/**
 * User channels: a listener's own copy of a channel, made when they first ban something on it
 * (and, with blends, when they first blend into it). The copy is a `channels` row that names its
 * owner and the channel it was copied from; it keeps no track rows of its own, the engine reads
 * its source's. It goes with the account and with its source (ON DELETE CASCADE), and its bans and
 * blends go with it. One copy per listener and source: the unique index is also what makes two
 * first bans at the same moment end up on the same copy.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('channels').addColumn('owner_user_id', 'varchar(24)', (c) => c.references('users.id').onDelete('cascade')).execute();
  await db.schema.alterTable('channels').addColumn('source_channel_id', 'varchar(24)', (c) => c.references('channels.id').onDelete('cascade')).execute();
  await db.schema.createIndex('channels_owner_source').on('channels').columns(['owner_user_id', 'source_channel_id']).unique().execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('channels_owner_source').execute();
  await db.schema.alterTable('channels').dropColumn('source_channel_id').execute();
  await db.schema.alterTable('channels').dropColumn('owner_user_id').execute();
}
