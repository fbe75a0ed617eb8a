import { STREAM_ENDPOINTS } from '@earshot/contract';
import { queryOptions, useQuery } from '../lib/query';
import { useApi } from './ApiContext';
import type { ApiClient } from './client';

export const streamKeys = {
  /** Whether the listener has a personal stream key; keyed by the account, which owns it. */
  status: (userId: string) => ['streamKey', userId] as const,
};

export function streamKeyQuery(api: ApiClient, userId: string) {
  return queryOptions({
    queryKey: streamKeys.status(userId),
    queryFn: () => api.call(STREAM_ENDPOINTS.streamKey),
  });
}

/** The logged-in listener's stream key status: when it was made, or null for none. */
export function useStreamKey(userId: string) {
  return useQuery(streamKeyQuery(useApi(), userId));
}

/** Makes a personal stream key, replacing (and so turning off) any earlier one; the answer is the only time the key is told. */
export const createStreamKey = (api: ApiClient) => api.call(STREAM_ENDPOINTS.createStreamKey);

export const revokeStreamKey = (api: ApiClient) => api.call(STREAM_ENDPOINTS.revokeStreamKey);
