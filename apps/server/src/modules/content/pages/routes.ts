import { BROWSE_ENDPOINTS } from '@earshot/contract';
import { defineRoute } from '../../../http/route';
import type { PagesService } from './service';

export function pagesRoutes(pages: PagesService) {
  return [
    defineRoute({
      endpoint: BROWSE_ENDPOINTS.genres,
      summary: 'Genres and today\'s featured collections, each with its channel count (the genre nav)',
      tags: ['pages'],
      handler: async () => pages.genres(),
    }),
    defineRoute({
      endpoint: BROWSE_ENDPOINTS.homePage,
      summary: 'Home page data: featured sections of channels',
      tags: ['pages'],
      handler: async () => pages.home(),
    }),
    defineRoute({
      endpoint: BROWSE_ENDPOINTS.genrePage,
      summary: "Genre page data: name, descriptions, the most popular channel as featuredChannel and the genre's other channels",
      tags: ['pages'],
      handler: async ({ params }) => pages.genrePage(params.param),
    }),
    defineRoute({
      endpoint: BROWSE_ENDPOINTS.featuredPage,
      summary: "Featured (brand) page data: the brand, its HTML description and article, and its channels",
      tags: ['pages'],
      handler: async ({ params }) => pages.featuredPage(params.param),
    }),
    defineRoute({
      endpoint: BROWSE_ENDPOINTS.surprise,
      summary: "Surprise Me: one channel of the genre drawn at random, other than `not` when the genre has another",
      tags: ['pages'],
      handler: async ({ query }) => pages.surprise(query.param, query.not),
    }),
  ];
}
