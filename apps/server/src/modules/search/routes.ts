import { SEARCH_ENDPOINTS } from '@earshot/contract';
import { defineRoute } from '../../http/route';
import type { SearchService } from './service';

export function searchRoutes(search: SearchService) {
  return [
    defineRoute({
      endpoint: SEARCH_ENDPOINTS.box,
      summary: 'The search box: channels, artists and keywords/genres matching k (typo-tolerant; exact, then prefix matches first)',
      tags: ['search'],
      handler: async ({ query }) => search.box(query.k),
    }),
    defineRoute({
      endpoint: SEARCH_ENDPOINTS.suggestions,
      summary: 'What the search box suggests on focus with no text',
      tags: ['search'],
      handler: async () => search.suggestions(),
    }),
    defineRoute({
      endpoint: SEARCH_ENDPOINTS.searchPage,
      summary: 'Search results page data: artists, keywords/genres and channels matching the text',
      tags: ['search', 'pages'],
      handler: async ({ params }) => search.page(params.text),
    }),
    defineRoute({
      endpoint: SEARCH_ENDPOINTS.artistPage,
      summary: 'Artist page data: the channels with songs by that artist',
      tags: ['search', 'pages'],
      handler: async ({ params }) => search.artist(params.name),
    }),
    defineRoute({
      endpoint: SEARCH_ENDPOINTS.keywordPage,
      summary: 'Keyword page data: the channels with that keyword or in that genre',
      tags: ['search', 'pages'],
      handler: async ({ params }) => search.keyword(params.term),
    }),
  ];
}
