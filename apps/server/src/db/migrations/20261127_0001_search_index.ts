import { type Kysely, sql } from 'kysely';
import { autoIncrementId, isPostgres } from '../dialect';

/**
 * The search index: a plain table of terms both databases share, plus each one's text index over it.
 * SQLite: an FTS5 table with the trigram tokenizer (substring and shared-trigram matches).
 * PostgreSQL: pg_trgm on the term (LIKE and word similarity) and full text on the description.
 * The artist page finds an artist's tracks by artist, hence tracks_artist.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('search_terms')
    .$call(autoIncrementId(db))
    .addColumn('kind', 'varchar(16)', (c) => c.notNull())
    .addColumn('term', 'varchar(300)', (c) => c.notNull())
    .addColumn('norm', 'varchar(300)', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('channel_id', 'varchar(24)')
    .addColumn('oldid', 'integer')
    .addColumn('weight', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('search_terms_kind_weight').on('search_terms').columns(['kind', 'weight']).execute();
  await db.schema.createIndex('tracks_artist').on('tracks').column('artist_id').execute();
  if (isPostgres(db)) {
    await sql`CREATE EXTENSION IF NOT EXISTS pg_trgm`.execute(db);
    await sql`CREATE INDEX search_terms_norm_trgm ON search_terms USING gin (norm gin_trgm_ops)`.execute(db);
    await sql`CREATE INDEX search_terms_body_text ON search_terms USING gin (to_tsvector('simple', body))`.execute(db);
  } else {
    await sql`CREATE VIRTUAL TABLE search_terms_fts USING fts5(norm, body, content='search_terms', content_rowid='id', tokenize='trigram')`.execute(db);
  }
  // The index's rows are the seed layer's (seed/upgrades.ts fills it for a database seeded before this migration).
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) await sql`DROP TABLE search_terms_fts`.execute(db);
  await db.schema.dropIndex('tracks_artist').execute();
  await db.schema.dropTable('search_terms').execute();
}
