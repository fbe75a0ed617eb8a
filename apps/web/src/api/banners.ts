import { BANNER_ENDPOINTS } from '@earshot/contract';
import { queryOptions } from '../lib/query';
import type { ApiClient } from './client';

export function bannersQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['banners'] as const,
    queryFn: () => api.call(BANNER_ENDPOINTS.list),
    staleTime: 5 * 60_000,
  });
}
