import { MY_CHANNELS_ENDPOINTS, USER_CHANNELS_QUERY } from '@earshot/contract';
import { type QueryClient, queryOptions, useQuery } from '../lib/query';
import { useApi } from './ApiContext';
import type { ApiClient } from './client';
import { ANONYMOUS, userStatsQuery } from './accounts';
import { FAVORITES_KEY, USER_CHANNELS_KEY } from './myChannelsKeys';

/** The listener's favorites, most recently added first. */
export function favoritesQuery(api: ApiClient) {
  return queryOptions({
    queryKey: FAVORITES_KEY,
    queryFn: () => api.call(MY_CHANNELS_ENDPOINTS.favorites),
  });
}

/** The listener's channel history, newest first, and the related channels ('You may also like:'). */
export function userChannelsQuery(api: ApiClient) {
  return queryOptions({
    queryKey: USER_CHANNELS_KEY,
    queryFn: () => api.call(MY_CHANNELS_ENDPOINTS.userChannels, { query: USER_CHANNELS_QUERY }),
  });
}

export function useFavorites() {
  return useQuery(favoritesQuery(useApi()));
}

export function useUserChannels() {
  return useQuery(userChannelsQuery(useApi()));
}

/**
 * The home page's loader: for a logged-in visitor the server renders the My Favorites and Last
 * Heard rows into the page, so the channels below do not jump down when they arrive.
 */
export async function prefetchMyChannels(api: ApiClient, queryClient: QueryClient): Promise<void> {
  const user = await queryClient.ensureQueryData(userStatsQuery(api)).catch(() => ANONYMOUS);
  if (!user.is_authenticated) return;
  await Promise.all([queryClient.prefetchQuery(favoritesQuery(api)), queryClient.prefetchQuery(userChannelsQuery(api))]);
}
