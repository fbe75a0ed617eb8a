import { featuredPage, genrePage, genresData, homePage, pageParam, surpriseChannels, surpriseQuery } from '@earshot/contract';
import { z } from 'zod';
import { defineRoute } from '../../../http/route';
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
    defineRoute({
      method: 'GET',
      url: '/c/m/json/page/genre/:param/',
      summary: "Genre page data: name, descriptions, the most popular channel as featuredChannel and the genre's other channels",
      tags: ['pages'],
      params: z.object({ param: pageParam }),
      response: genrePage,
      handler: async ({ params }) => pages.genrePage(params.param),
    }),
    defineRoute({
      method: 'GET',
      url: '/c/m/json/page/featured/:param/',
      summary: "Featured (brand) page data: the brand, its HTML description and article, and its channels",
      tags: ['pages'],
      params: z.object({ param: pageParam }),
      response: featuredPage,
      handler: async ({ params }) => pages.featuredPage(params.param),
    }),
    defineRoute({
      method: 'GET',
      url: '/c/m/json/genre/',
      summary: "Surprise Me: one channel of the genre drawn at random, other than `not` when the genre has another",
      tags: ['pages'],
      query: surpriseQuery,
      response: surpriseChannels,
      handler: async ({ query }) => pages.surprise(query.param, query.not),
    }),
  ];
}
