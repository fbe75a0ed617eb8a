import { articleImageUrl } from '@earshot/contract';
import type { GenreRow, PageGenreRow, PageRow } from '../types';
import { ARTICLE_PAGES } from './data/pages-articles';
import { SITE_PAGES } from './data/pages-site';
import type { PageDef } from './data/page-def';
import { hexId } from './ids';

export const PAGE_DEFS: PageDef[] = [...SITE_PAGES, ...ARTICLE_PAGES];

function row(def: PageDef, sort: number): PageRow {
  const id = hexId('page', def.url);
  const slash = def.url.lastIndexOf('/');
  const image = articleImageUrl(id);
  return {
    id,
    url: def.url,
    category: slash > 0 ? def.url.slice(0, slash) : null,
    header: def.header,
    title: def.title,
    description: def.desc,
    content_html: def.content,
    // Every page has generated art for link previews; only some articles show theirs on a tile.
    shareimage: image,
    previewimage: def.preview ? image : null,
    is_article: def.article ? 1 : 0,
    sort,
  };
}

/**
 * The content pages and their links to genres (an article's Channel Chatter). Genres the catalog
 * does not have (a small catalog) are skipped. Pure: the server's migration calls it for a database
 * seeded before pages existed, with the genres that database holds.
 */
export function buildPages(genres: Pick<GenreRow, 'id' | 'param'>[]): { pages: PageRow[]; pageGenres: PageGenreRow[] } {
  const genreIds = new Map(genres.map((g) => [g.param, g.id]));
  const pages = PAGE_DEFS.map((def, i) => row(def, i + 1));
  const pageGenres = PAGE_DEFS.flatMap((def, i) =>
    (def.genres ?? []).flatMap((param, position) => {
      const genreId = genreIds.get(param);
      return genreId ? [{ page_id: pages[i].id, genre_id: genreId, position }] : [];
    }),
  );
  return { pages, pageGenres };
}
