import type { GenresData, HomePage } from '@earshot/contract';
import { queryOptions, useQuery } from '../lib/query';
import { useApi } from './ApiContext';
import type { ApiClient } from './client';
import { API_PATHS } from './paths';

export const queryKeys = {
  genres: ['genres'] as const,
  page: (name: string) => ['page', name] as const,
};

const FIVE_MINUTES = 5 * 60 * 1000;

export function genresQuery(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.genres,
    queryFn: () => api.get<GenresData>(API_PATHS.genres),
    staleTime: FIVE_MINUTES,
  });
}

export function homePageQuery(api: ApiClient) {
  return queryOptions({
    queryKey: queryKeys.page('home'),
    queryFn: () => api.get<HomePage>(API_PATHS.homePage),
  });
}

export function useGenres() {
  return useQuery(genresQuery(useApi()));
}

export function useHomePage() {
  return useQuery(homePageQuery(useApi()));
}
