import { defineEndpoint } from '../endpoint';
import {
  artistPage, artistPageParams, channelSearchQuery, channelSearchResults, keywordPage, keywordPageParams, searchPage, searchPageParams, searchSuggestions,
} from './schemas';

export const SEARCH_ENDPOINTS = {
  box: defineEndpoint({ method: 'GET', path: '/c/m/json/channel_search/', query: channelSearchQuery, response: channelSearchResults }),
  suggestions: defineEndpoint({ method: 'GET', path: '/c/m/json/channel_search/suggestions/', response: searchSuggestions }),
  searchPage: defineEndpoint({ method: 'GET', path: '/c/m/json/page/search/:text/', params: searchPageParams, response: searchPage }),
  artistPage: defineEndpoint({ method: 'GET', path: '/c/m/json/page/artist/:name/', params: artistPageParams, response: artistPage }),
  keywordPage: defineEndpoint({ method: 'GET', path: '/c/m/json/page/keyword/:term/', params: keywordPageParams, response: keywordPage }),
} as const;
