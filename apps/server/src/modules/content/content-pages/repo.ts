import type { PageGenreRow, PageRow } from '@earshot/catalog';
import type { Kysely } from 'kysely';
import type { Db } from '../../../db';
import type { Database } from '../../../db/schema';
import { sanitizeHtml } from './sanitize';

/** What a tile shows (the articles list, Channel Chatter). */
const SUMMARY = ['pages.url', 'pages.title', 'pages.description', 'pages.previewimage'] as const;

export class ContentPagesRepo {
  constructor(private readonly db: Db) {}

  /** Every page in the catalog's order, with its article flag. */
  async all() {
    return this.db.selectFrom('pages').select([...SUMMARY, 'pages.is_article']).orderBy('pages.sort').orderBy('pages.url').execute();
  }

  async byUrl(url: string) {
    return this.db
      .selectFrom('pages')
      .select(['url', 'category', 'header', 'title', 'description', 'content_html', 'shareimage'])
      .where('url', '=', url)
      .executeTakeFirst();
  }

  /** The articles linked to a genre: those it matters most to first, then in the catalog's order. */
  async relatedToGenre(genreId: string) {
    return this.db
      .selectFrom('page_genres')
      .innerJoin('pages', 'pages.id', 'page_genres.page_id')
      .select(SUMMARY)
      .where('page_genres.genre_id', '=', genreId)
      .where('pages.is_article', '=', 1)
      .orderBy('page_genres.position')
      .orderBy('pages.sort')
      .orderBy('pages.url')
      .execute();
  }
}

/**
 * The one way pages are written (first seeding, and the seed layer's upgrade step that brings pages to a database
 * seeded before them): their HTML is sanitised on the way in (ARCHITECTURE.md section 10).
 */
export async function storePages(db: Kysely<Database>, content: { pages: readonly PageRow[]; pageGenres: readonly PageGenreRow[] }): Promise<void> {
  if (content.pages.length === 0) return;
  await db.insertInto('pages').values(content.pages.map((page) => ({ ...page, content_html: sanitizeHtml(page.content_html) }))).execute();
  if (content.pageGenres.length > 0) await db.insertInto('page_genres').values([...content.pageGenres]).execute();
}

/** Content pages' `url`s (`slug` or `category/slug`), in the catalog's order. */
export async function contentPageUrls(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('pages').select('url').orderBy('sort').orderBy('url').execute();
  return rows.map((r) => r.url);
}

/** What a page's generated art shows. */
export function pageArtFacts(db: Db, id: string) {
  return db.selectFrom('pages').select(['id', 'title', 'category', 'is_article']).where('id', '=', id).executeTakeFirst();
}
