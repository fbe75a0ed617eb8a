import { BANNER_PATHS, type BannersList } from '@earshot/contract';
import { queryOptions } from './query';
import type { ApiClient } from './client';

export function bannersQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['banners'] as const,
    queryFn: () => api.get<BannersList>(BANNER_PATHS.list),
    staleTime: 5 * 60_000,
  });
}
