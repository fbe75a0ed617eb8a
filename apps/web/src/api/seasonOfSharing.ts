import { type EndpointInput, SEASON_OF_SHARING_ENDPOINTS } from '@earshot/contract';
import { queryOptions } from '../lib/query';
import type { ApiClient } from './client';

/** Whether the vote is open today; asked once in a while, on a channel click. */
export function seasonQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['season'] as const,
    queryFn: () => api.call(SEASON_OF_SHARING_ENDPOINTS.season),
    staleTime: 10 * 60_000,
  });
}

/** The charities of the vote, loaded when its modal opens. */
export function charitiesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ['charities'] as const,
    queryFn: () => api.call(SEASON_OF_SHARING_ENDPOINTS.charities),
    staleTime: 10 * 60_000,
  });
}

/** A vote for a listed charity or a written-in one; the server counts one a day per listener. */
export const castVote = (api: ApiClient, ballot: EndpointInput<typeof SEASON_OF_SHARING_ENDPOINTS.vote>['query']) =>
  api.call(SEASON_OF_SHARING_ENDPOINTS.vote, { query: ballot });
