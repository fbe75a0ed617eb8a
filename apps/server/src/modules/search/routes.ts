import {
  SEARCH_PATHS,
  artistPage,
  artistPageParams,
  channelSearchQuery,
  channelSearchResults,
  keywordPage,
  keywordPageParams,
  searchPage,
  searchPageParams,
  searchSuggestions,
} from '@earshot/contract';
import { defineRoute } from '../../http/route';
import type { SearchService } from './service';

export function searchRoutes(search: SearchService) {
  return [
    defineRoute({
      method: 'GET',
      url: SEARCH_PATHS.box,
      summary: 'The search box: channels, artists and keywords/genres matching k (typo-tolerant; exact, then prefix matches first)',
      tags: ['search'],
      query: channelSearchQuery,
      response: channelSearchResults,
      handler: async ({ query }) => search.box(query.k),
    }),
    defineRoute({
      method: 'GET',
      url: SEARCH_PATHS.suggestions,
      summary: 'What the search box suggests on focus with no text',
      tags: ['search'],
      response: searchSuggestions,
      handler: async () => search.suggestions(),
    }),
    defineRoute({
      method: 'GET',
      url: '/c/m/json/page/search/:text/',
      summary: 'Search results page data: artists, keywords/genres and channels matching the text',
      tags: ['search', 'pages'],
      params: searchPageParams,
      response: searchPage,
      handler: async ({ params }) => search.page(params.text),
    }),
    defineRoute({
      method: 'GET',
      url: '/c/m/json/page/artist/:name/',
      summary: 'Artist page data: the channels with songs by that artist',
      tags: ['search', 'pages'],
      params: artistPageParams,
      response: artistPage,
      handler: async ({ params }) => search.artist(params.name),
    }),
    defineRoute({
      method: 'GET',
      url: '/c/m/json/page/keyword/:term/',
      summary: 'Keyword page data: the channels with that keyword or in that genre',
      tags: ['search', 'pages'],
      params: keywordPageParams,
      response: keywordPage,
      handler: async ({ params }) => search.keyword(params.term),
    }),
  ];
}
