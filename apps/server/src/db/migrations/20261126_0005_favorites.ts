import type { Kysely } from 'kysely';

/**
 * A listener's favorite channels and the channels they have played (their channel history), one
 * row per listener and channel. Both go with the account and with the channel (ON DELETE CASCADE:
 * a user channel can be deleted). The (user_id, time) indexes serve the lists, newest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.createTable('favorites')
    .addColumn('user_id', 'varchar(24)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel_id', 'varchar(24)', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'channel_id'])
    .execute();
  await s.createIndex('favorites_user_created').on('favorites').columns(['user_id', 'created_at']).execute();
  await s.createTable('channel_history')
    .addColumn('user_id', 'varchar(24)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('channel_id', 'varchar(24)', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('heard_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('channel_history_pk', ['user_id', 'channel_id'])
    .execute();
  await s.createIndex('channel_history_user_heard').on('channel_history').columns(['user_id', 'heard_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('channel_history').execute();
  await db.schema.dropTable('favorites').execute();
}
