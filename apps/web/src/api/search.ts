import { SEARCH_ENDPOINTS, SEARCH_LIMITS } from '@earshot/contract';
import { type QueryClient, queryOptions } from '../lib/query';
import { ApiError, type ApiClient } from './client';

/** The catalog does not change while the server runs: answers stay fresh for the visit. */
const CATALOG_FRESH_MS = 30 * 60 * 1000;

/** The box's call, as the spec spells it; text past the server's limit is cut rather than refused. */
export function boxSearchQuery(api: ApiClient, text: string) {
  const k = text.slice(0, SEARCH_LIMITS.queryMaxChars);
  return queryOptions({
    queryKey: ['search', 'box', text],
    queryFn: () => api.call(SEARCH_ENDPOINTS.box, { query: { k, q: 'true', w: 'true' } }),
    staleTime: CATALOG_FRESH_MS,
  });
}

export function suggestionsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['search', 'suggestions'],
    queryFn: () => api.call(SEARCH_ENDPOINTS.suggestions),
    staleTime: CATALOG_FRESH_MS,
  });
}

export type SearchDataPage = 'search' | 'artist' | 'keyword';
export const pageKey = (page: SearchDataPage, param: string) => ['page', page, param];

export function searchPageQuery(api: ApiClient, text: string) {
  return queryOptions({
    queryKey: pageKey('search', text),
    queryFn: () => api.call(SEARCH_ENDPOINTS.searchPage, { params: { text } }),
    staleTime: CATALOG_FRESH_MS,
  });
}

export function artistPageQuery(api: ApiClient, name: string) {
  return queryOptions({
    queryKey: pageKey('artist', name),
    queryFn: () => api.call(SEARCH_ENDPOINTS.artistPage, { params: { name } }),
    staleTime: CATALOG_FRESH_MS,
  });
}

export function keywordPageQuery(api: ApiClient, term: string) {
  return queryOptions({
    queryKey: pageKey('keyword', term),
    queryFn: () => api.call(SEARCH_ENDPOINTS.keywordPage, { params: { term } }),
    staleTime: CATALOG_FRESH_MS,
  });
}

export const artistPath = (name: string) => `/artist/${encodeURIComponent(name)}/`;
export const keywordPath = (term: string) => `/keyword/${encodeURIComponent(term)}/`;

/** An artist or keyword no curated channel has, or an address that cannot name one (too long). */
export const isNotFound = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** A route loader's fetch for one of the three pages (their data types differ, their handling does not). */
export function prefetchPageData(queryClient: QueryClient, api: ApiClient, page: SearchDataPage, param: string): Promise<void> {
  if (page === 'search') return queryClient.prefetchQuery(searchPageQuery(api, param));
  if (page === 'artist') return queryClient.prefetchQuery(artistPageQuery(api, param));
  return queryClient.prefetchQuery(keywordPageQuery(api, param));
}
