import { SONG_HISTORY_ENDPOINTS, SONG_HISTORY_LIMITS } from '@earshot/contract';
import { useQuery } from '../lib/query';
import { useApi } from './ApiContext';
import { useIsAuthenticated } from './accounts';
import { ratingsHistoryQuery } from './ratings';

/** The listener's recent songs; logged-in listeners only (the server answers 401 otherwise). */
export function useTrackHistory() {
  const api = useApi();
  return useQuery({
    queryKey: ['trackHistory'],
    queryFn: () => api.call(SONG_HISTORY_ENDPOINTS.trackHistory, { query: { l: SONG_HISTORY_LIMITS.trackHistoryDefault } }),
    enabled: useIsAuthenticated(),
  });
}

export function useRatingsHistory() {
  return useQuery({ ...ratingsHistoryQuery(useApi()), enabled: useIsAuthenticated() });
}
