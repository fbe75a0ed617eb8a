import type { Db } from '../../db';
import type { ChannelService } from '../catalog';
import { ContentPagesRepo } from './content-pages/repo';
import { contentPageRoutes } from './content-pages/routes';
import { ContentPagesService } from './content-pages/service';
import { MoodsRepo } from './moods/repo';
import { moodRoutes } from './moods/routes';
import { MoodsService } from './moods/service';
import { PagesRepo } from './pages/repo';
import { pagesRoutes } from './pages/routes';
import { PagesService } from './pages/service';

export * from './curated';
export { contentPageUrls, pageArtFacts, storePages } from './content-pages/repo';
export { sanitizeHtml } from './content-pages/sanitize';

export interface ContentDeps {
  db: Db;
  channels: ChannelService;
  clock: () => number;
}

/** Wires content: the home, genre and brand pages, content pages and articles, and mood pages. */
export function createContent({ db, channels, clock }: ContentDeps) {
  const contentPages = new ContentPagesService(new ContentPagesRepo(db));
  const routes = [
    ...pagesRoutes(new PagesService(new PagesRepo(db), channels, contentPages, clock)),
    ...contentPageRoutes(contentPages),
    ...moodRoutes(new MoodsService(new MoodsRepo(db), channels)),
  ];
  return { routes };
}
