import { contentPage, pageSlug, pagesList } from '@earshot/contract';
import { z } from 'zod';
import { defineRoute } from '../../../http/route';
import type { ContentPagesService } from './service';

/** 001 section 7: `GET /c/m/pages` and `GET /c/m/pages/{category/}{urlslug}`. */
export function contentPageRoutes(pages: ContentPagesService) {
  return [
    defineRoute({
      method: 'GET',
      url: '/c/m/pages',
      summary: 'Every content page with its article flag; /articles/ lists those with `article: true`',
      tags: ['content pages'],
      response: pagesList,
      handler: async () => pages.list(),
    }),
    defineRoute({
      method: 'GET',
      url: '/c/m/pages/:urlslug',
      summary: 'A content page without a category (/page/{urlslug}/)',
      tags: ['content pages'],
      params: z.object({ urlslug: pageSlug }),
      response: contentPage,
      handler: async ({ params }) => pages.page(params.urlslug),
    }),
    defineRoute({
      method: 'GET',
      url: '/c/m/pages/:category/:urlslug',
      summary: 'A content page in a category (/page/{category}/{urlslug}/)',
      tags: ['content pages'],
      params: z.object({ category: pageSlug, urlslug: pageSlug }),
      response: contentPage,
      handler: async ({ params }) => pages.page(params.urlslug, params.category),
    }),
  ];
}
