import { CHANNEL_ENDPOINTS } from '@earshot/contract';
import { queryOptions, useQuery } from '../lib/query';
import { useApi } from './ApiContext';
import { ApiError, type ApiClient } from './client';
import { channelKeys } from './channels';

// Kept out of channelQuery.ts, which the player's controls load: they have no use for the page's
// path and texts, and importing them there made the first page load name one more chunk.

/**
 * The channel page's data. Its featured songs are drawn anew on each call, so the page keeps the
 * draw it got (the server's, when it rendered the page): hydration matches, and nothing reshuffles
 * under the visitor. A rename or a blend refetches it with every other channel query.
 */
export function channelPageQuery(api: ApiClient, channelRef: string) {
  return queryOptions({
    queryKey: channelKeys.page(channelRef),
    queryFn: () => api.call(CHANNEL_ENDPOINTS.page, { params: { id: channelRef } }),
    staleTime: Infinity,
  });
}

export const useChannelPage = (channelRef: string) => useQuery(channelPageQuery(useApi(), channelRef));

/** The answer for a channel that does not exist, or an address that cannot name one (a malformed id). */
export const isUnknownChannel = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);
