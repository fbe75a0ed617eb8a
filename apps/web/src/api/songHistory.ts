import { type PlayedTrack, SONG_HISTORY_LIMITS, SONG_HISTORY_PATHS } from '@earshot/contract';
import { useQuery } from './query';
import { useApi } from './ApiContext';
import { useIsAuthenticated } from './accounts';
import { ratingsHistoryQuery } from '../features/player/extras/ratingQueries';

/** The listener's recent songs; logged-in listeners only (the server answers 401 otherwise). */
export function useTrackHistory() {
  const api = useApi();
  return useQuery({
    queryKey: ['trackHistory'],
    queryFn: () => api.get<PlayedTrack[]>(`${SONG_HISTORY_PATHS.trackHistory}?l=${SONG_HISTORY_LIMITS.trackHistoryDefault}`),
    enabled: useIsAuthenticated(),
  });
}

export function useRatingsHistory() {
  return useQuery({ ...ratingsHistoryQuery(useApi()), enabled: useIsAuthenticated() });
}
