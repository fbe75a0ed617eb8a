import { type CharitiesList, SEASON_OF_SHARING_PATHS, type SeasonStatus } from '@earshot/contract';
import { queryOptions } from './query';
import type { ApiClient } from './client';

/** Whether the vote is open today; asked once in a while, on a channel click. */
export function seasonQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['season'] as const,
    queryFn: () => api.get<SeasonStatus>(SEASON_OF_SHARING_PATHS.season),
    staleTime: 10 * 60_000,
  });
}

/** The charities of the vote, loaded when its modal opens. */
export function charitiesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['charities'] as const,
    queryFn: () => api.get<CharitiesList>(SEASON_OF_SHARING_PATHS.charities),
    staleTime: 10 * 60_000,
  });
}
