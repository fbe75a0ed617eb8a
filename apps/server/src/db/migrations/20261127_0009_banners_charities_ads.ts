import type { Kysely } from 'kysely';
import { autoIncrementId } from '../dialect';

/** The announcement banner, the Season of Sharing's charities, votes and daily draws, and the ad server's creatives and counts. */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.createTable('banners')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('content_html', 'text', (c) => c.notNull())
    .addColumn('contentf_html', 'text')
    .addColumn('contentu_html', 'text')
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await s.createTable('charities')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('param', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('url', 'varchar(300)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('twitter', 'varchar(80)')
    .addColumn('img', 'varchar(300)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await s.createTable('charity_votes')
    .$call(autoIncrementId(db))
    .addColumn('listener_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('type', 'varchar(16)', (c) => c.notNull())
    .addColumn('charity_param', 'varchar(80)')
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addUniqueConstraint('charity_votes_listener_day', ['listener_key', 'day'])
    .execute();
  await s.createIndex('charity_votes_day').on('charity_votes').columns(['day', 'id']).execute();
  await s.createTable('charity_draws')
    .addColumn('day', 'varchar(10)', (c) => c.primaryKey())
    .addColumn('vote_id', 'bigint', (c) => c.notNull().references('charity_votes.id'))
    .addColumn('drawn_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createTable('ad_creatives')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('format', 'varchar(16)', (c) => c.notNull())
    .addColumn('name', 'varchar(200)', (c) => c.notNull())
    .addColumn('image_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('click_url', 'varchar(500)', (c) => c.notNull())
    .addColumn('alt_text', 'varchar(300)', (c) => c.notNull())
    .addColumn('weight', 'integer', (c) => c.notNull())
    .addColumn('enabled', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('ad_creatives_format').on('ad_creatives').columns(['format', 'enabled']).execute();
  await s.createTable('ad_counts')
    .addColumn('creative_id', 'varchar(24)', (c) => c.notNull().references('ad_creatives.id').onDelete('cascade'))
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('impressions', 'integer', (c) => c.notNull())
    .addColumn('clicks', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('ad_counts_pk', ['creative_id', 'day'])
    .execute();
  // The demo's banner, charities and house ads are the seed layer's (seed/upgrades.ts, for a database seeded before this migration).
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['ad_counts', 'ad_creatives', 'charity_draws', 'charity_votes', 'charities', 'banners']) await db.schema.dropTable(table).execute();
}
