import { BROWSE_ENDPOINTS } from '@earshot/contract';
import { queryOptions, useQuery } from '../lib/query';
import { useApi } from './ApiContext';
import type { ApiClient } from './client';

// The genre nav's and the home page's queries, in the first download; the other browse pages' (browse.ts) load with them.

export const queryKeys = {
  genres: ['genres'] as const,
  page: (name: string) => ['page', name] as const,
};

const FIVE_MINUTES = 5 * 60 * 1000;

export function genresQuery(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.genres,
    queryFn: () => api.call(BROWSE_ENDPOINTS.genres),
    staleTime: FIVE_MINUTES,
  });
}

export function homePageQuery(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.page('home'),
    queryFn: () => api.call(BROWSE_ENDPOINTS.homePage),
  });
}

export function useGenres() {
  return useQuery(genresQuery(useApi()));
}

export function useHomePage() {
  return useQuery(homePageQuery(useApi()));
}
