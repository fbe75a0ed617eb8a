import { BROWSE_ENDPOINTS } from '@earshot/contract';
import { keepPreviousData, queryOptions, useQuery } from '../lib/query';
import { useApi } from './ApiContext';
import { ApiError, type ApiClient } from './client';

export const browseKeys = {
  genre: (param: string) => ['page', 'genre', param] as const,
  featured: (param: string) => ['page', 'featured', param] as const,
  surprise: (param: string, draw: number) => ['surprise', param, draw] as const,
};

export function genrePageQuery(api: ApiClient, param: string) {
  return queryOptions({
    queryKey: browseKeys.genre(param),
    queryFn: () => api.call(BROWSE_ENDPOINTS.genrePage, { params: { param } }),
  });
}

export function featuredPageQuery(api: ApiClient, param: string) {
  return queryOptions({
    queryKey: browseKeys.featured(param),
    queryFn: () => api.call(BROWSE_ENDPOINTS.featuredPage, { params: { param } }),
  });
}

export const useGenrePage = (param: string) => useQuery(genrePageQuery(useApi(), param));
export const useFeaturedPage = (param: string) => useQuery(featuredPageQuery(useApi(), param));

/**
 * Surprise Me's channel: draw 0 on arrival, one more for each 'Pick Different', which names the
 * channel showing so that the server draws another. The last channel stays while the next loads.
 */
export function useSurprise(param: string, draw: number, showing: string | undefined) {
  const api = useApi();
  return useQuery({
    queryKey: browseKeys.surprise(param, draw),
    queryFn: () => api.call(BROWSE_ENDPOINTS.surprise, { query: { param, not: draw > 0 ? showing : undefined } }),
    staleTime: Infinity,
    placeholderData: keepPreviousData,
  });
}

/** A genre or brand that does not exist, or a param that cannot name one. */
export const isUnknownPage = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);
