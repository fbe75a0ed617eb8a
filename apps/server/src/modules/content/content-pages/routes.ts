import { CONTENT_PAGE_ENDPOINTS } from '@earshot/contract';
import { defineRoute } from '../../../http/route';
import type { ContentPagesService } from './service';

/** 001 section 7: `GET /c/m/pages` and `GET /c/m/pages/{category/}{urlslug}`. */
export function contentPageRoutes(pages: ContentPagesService) {
  return [
    defineRoute({
      endpoint: CONTENT_PAGE_ENDPOINTS.list,
      summary: 'Every content page with its article flag; /articles/ lists those with `article: true`',
      tags: ['content pages'],
      handler: async () => pages.list(),
    }),
    defineRoute({
      endpoint: CONTENT_PAGE_ENDPOINTS.page,
      summary: 'A content page without a category (/page/{urlslug}/)',
      tags: ['content pages'],
      handler: async ({ params }) => pages.page(params.urlslug),
    }),
    defineRoute({
      endpoint: CONTENT_PAGE_ENDPOINTS.pageInCategory,
      summary: 'A content page in a category (/page/{category}/{urlslug}/)',
      tags: ['content pages'],
      handler: async ({ params }) => pages.page(params.urlslug, params.category),
    }),
  ];
}
