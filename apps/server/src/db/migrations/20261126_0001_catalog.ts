import type { Kysely } from 'kysely';
import { autoIncrementId } from '../dialect';

/** Catalog, listening history and settings. Types are the portable subset SQLite and PostgreSQL share. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.createTable('genres')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('param', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('meta_description', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('style', 'varchar(32)', (c) => c.notNull())
    .execute();
  await s.createTable('brands')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('param', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description_html', 'text', (c) => c.notNull())
    .addColumn('article_html', 'text')
    .addColumn('featured_artist_id', 'varchar(24)')
    .addColumn('is_today', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await s.createTable('artists')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(300)', (c) => c.notNull())
    .addColumn('genre_id', 'varchar(24)', (c) => c.notNull())
    .execute();
  await s.createIndex('artists_name').on('artists').column('name').execute();
  await s.createTable('albums')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('label', 'varchar(200)', (c) => c.notNull())
    .addColumn('artist_id', 'varchar(24)', (c) => c.notNull().references('artists.id'))
    .addColumn('cover_seed', 'bigint', (c) => c.notNull())
    .execute();
  await s.createTable('tracks')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('artist_id', 'varchar(24)', (c) => c.notNull().references('artists.id'))
    .addColumn('album_id', 'varchar(24)', (c) => c.notNull().references('albums.id'))
    .addColumn('composer', 'varchar(300)', (c) => c.notNull())
    .addColumn('duration_ms', 'integer', (c) => c.notNull())
    .addColumn('isrc', 'varchar(20)', (c) => c.notNull())
    .addColumn('christmas', 'integer', (c) => c.notNull())
    .addColumn('gain_db', 'real', (c) => c.notNull())
    .addColumn('style', 'varchar(32)', (c) => c.notNull())
    .addColumn('seed', 'bigint', (c) => c.notNull())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .execute();
  await s.createIndex('tracks_kind').on('tracks').column('kind').execute();
  await s.createTable('channels')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('oldid', 'integer', (c) => c.notNull().unique())
    .addColumn('channel_uuid', 'varchar(36)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('genre_id', 'varchar(24)', (c) => c.references('genres.id'))
    .addColumn('brand_id', 'varchar(24)', (c) => c.references('brands.id'))
    .addColumn('christmas', 'integer', (c) => c.notNull())
    .addColumn('five_star', 'integer', (c) => c.notNull())
    .addColumn('popularity', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('art_seed', 'bigint', (c) => c.notNull())
    .addColumn('featured_artist_id', 'varchar(24)')
    .addColumn('disabled', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.createIndex('channels_genre').on('channels').column('genre_id').execute();
  await s.createIndex('channels_brand').on('channels').column('brand_id').execute();
  await s.createTable('channel_tracks')
    .addColumn('channel_id', 'varchar(24)', (c) => c.notNull().references('channels.id'))
    .addColumn('track_id', 'varchar(24)', (c) => c.notNull().references('tracks.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('channel_tracks_pk', ['channel_id', 'track_id'])
    .execute();
  await s.createIndex('channel_tracks_track').on('channel_tracks').column('track_id').execute();
  await s.createTable('keywords')
    .addColumn('keyword', 'varchar(120)', (c) => c.notNull())
    .addColumn('channel_id', 'varchar(24)', (c) => c.notNull().references('channels.id'))
    .addPrimaryKeyConstraint('keywords_pk', ['keyword', 'channel_id'])
    .execute();
  await s.createTable('home_sections')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('param', 'varchar(120)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await s.createTable('home_section_channels')
    .addColumn('section_id', 'varchar(24)', (c) => c.notNull().references('home_sections.id'))
    .addColumn('channel_id', 'varchar(24)', (c) => c.notNull().references('channels.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('home_section_channels_pk', ['section_id', 'channel_id'])
    .execute();
  await s.createTable('mood_groups')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('param', 'varchar(120)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await s.createTable('mood_group_channels')
    .addColumn('group_id', 'varchar(24)', (c) => c.notNull().references('mood_groups.id'))
    .addColumn('channel_id', 'varchar(24)', (c) => c.notNull().references('channels.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('mood_group_channels_pk', ['group_id', 'channel_id'])
    .execute();
  await s.createTable('plays')
    .$call(autoIncrementId(db))
    .addColumn('listener_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('user_id', 'varchar(24)')
    .addColumn('channel_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('track_id', 'varchar(24)', (c) => c.notNull())
    .addColumn('served_at', 'bigint', (c) => c.notNull())
    .addColumn('ms_played', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('skipped', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await s.createIndex('plays_listener_channel').on('plays').columns(['listener_key', 'channel_id', 'served_at']).execute();
  await s.createTable('settings')
    .addColumn('key', 'varchar(120)', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'settings', 'plays', 'mood_group_channels', 'mood_groups', 'home_section_channels', 'home_sections',
    'keywords', 'channel_tracks', 'channels', 'tracks', 'albums', 'artists', 'brands', 'genres',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
