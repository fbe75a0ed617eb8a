import { type CharitiesList, SEASON_OF_SHARING_PATHS } from '@earshot/contract';
import { queryOptions } from '../../api/query';
import type { ApiClient } from '../../api/client';

/** The charities and whether the vote is open; asked once in a while, on a channel click. */
export function charitiesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['charities'] as const,
    queryFn: () => api.get<CharitiesList>(SEASON_OF_SHARING_PATHS.charities),
    staleTime: 10 * 60_000,
  });
}
