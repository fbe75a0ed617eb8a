import type { Kysely } from 'kysely';

/**
 * Content pages (`/page/{url}/`, the articles list) and the articles related to each genre (the genre
 * page's Channel Chatter). `url` is `slug` or `category/slug`; `content_html` is stored sanitised.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createTable('pages')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('url', 'varchar(250)', (c) => c.notNull().unique())
    .addColumn('category', 'varchar(120)')
    .addColumn('header', 'varchar(300)', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('content_html', 'text', (c) => c.notNull())
    .addColumn('shareimage', 'varchar(300)', (c) => c.notNull())
    .addColumn('previewimage', 'varchar(300)')
    .addColumn('is_article', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createTable('page_genres')
    .addColumn('page_id', 'varchar(24)', (c) => c.notNull().references('pages.id').onDelete('cascade'))
    .addColumn('genre_id', 'varchar(24)', (c) => c.notNull().references('genres.id'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('page_genres_pk', ['genre_id', 'page_id'])
    .execute();
  // The pages are the seed layer's (seed/upgrades.ts fills them for a database seeded before this migration).
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('page_genres').execute();
  await db.schema.dropTable('pages').execute();
}
