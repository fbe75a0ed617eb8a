import type { Kysely } from 'kysely';

/**
 * What shapes a listener's stream beyond the channel's own tracks: their ratings (which weight the
 * draw and make up the Five-Star channel), the songs and artists banned from a channel, and the
 * channels blended into it. Per-user rows go with the account (ON DELETE CASCADE).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.createTable('ratings')
    .addColumn('user_id', 'varchar(24)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('track_id', 'varchar(24)', (c) => c.notNull().references('tracks.id'))
    .addColumn('rating', 'integer', (c) => c.notNull())
    .addColumn('channel_id', 'varchar(24)')
    .addColumn('rated_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('ratings_pk', ['user_id', 'track_id'])
    .execute();
  await s.createTable('channel_removed_tracks')
    .addColumn('channel_id', 'varchar(24)', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('track_id', 'varchar(24)', (c) => c.notNull().references('tracks.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('channel_removed_tracks_pk', ['channel_id', 'track_id'])
    .execute();
  await s.createTable('channel_removed_artists')
    .addColumn('channel_id', 'varchar(24)', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('artist_id', 'varchar(24)', (c) => c.notNull().references('artists.id'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('channel_removed_artists_pk', ['channel_id', 'artist_id'])
    .execute();
  await s.createTable('channel_added_channels')
    .addColumn('channel_id', 'varchar(24)', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('added_channel_id', 'varchar(24)', (c) => c.notNull().references('channels.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('channel_added_channels_pk', ['channel_id', 'added_channel_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['channel_added_channels', 'channel_removed_artists', 'channel_removed_tracks', 'ratings']) {
    await db.schema.dropTable(table).execute();
  }
}
