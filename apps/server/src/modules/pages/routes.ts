import { genresData, homePage } from '@earshot/contract';
import { defineRoute } from '../../http/route';
import type { PagesService } from './service';

export function pagesRoutes(pages: PagesService) {
  return [
    defineRoute({
      method: 'GET',
      url: '/c/m/json/genres/',
      summary: 'Genres and today\'s featured collections, each with its channel count (the genre nav)',
      tags: ['pages'],
      response: genresData,
      handler: async () => pages.genres(),
    }),
    defineRoute({
      method: 'GET',
      url: '/c/m/json/page/home/',
      summary: 'Home page data: featured sections of channels',
      tags: ['pages'],
      response: homePage,
      handler: async () => pages.home(),
    }),
  ];
}
