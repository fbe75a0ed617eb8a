import { type FiveStarData, LISTENING_PATHS, PLAYER_TEXT, type RatingsHistory, type RatingsList, SONG_HISTORY_PATHS, type TrackRating } from '@earshot/contract';
import { queryOptions, useQuery, useQueryClient } from '../../../api/query';
import { useMutation } from '../../../api/query/useMutation';
import { useApi } from '../../../api/ApiContext';
import type { ApiClient } from '../../../api/client';
import { useIsAuthenticated } from '../../../api/accounts';
import { toast } from '../../toasts/store';

export const ratingKeys = {
  track: (trackId: string) => ['rating', trackId] as const,
  fiveStar: ['fiveStar'] as const,
  history: ['ratingsHistory'] as const,
};

export function trackRatingQuery(api: ApiClient, trackId: string) {
  return queryOptions({
    queryKey: ratingKeys.track(trackId),
    queryFn: () => api.get<TrackRating>(`${LISTENING_PATHS.rating}?t=${encodeURIComponent(trackId)}&w=1`),
    // Only this listener changes their ratings, and the player writes each change into the cache.
    staleTime: 5 * 60_000,
  });
}

/** The listener's rating counts and Five-Star categories (logged-in listeners only). */
export function fiveStarDataQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ratingKeys.fiveStar,
    queryFn: () => api.get<FiveStarData>(LISTENING_PATHS.fiveStar),
    staleTime: 60_000,
  });
}

/** Every song the listener rated, newest rating first (My Song Ratings); here so that a new rating refreshes it. */
export function ratingsHistoryQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ratingKeys.history,
    queryFn: () => api.get<RatingsHistory>(SONG_HISTORY_PATHS.ratingsHistory),
  });
}

/** The listener's rating of a song, 0 while unknown, unrated or logged out. */
export function useTrackRating(trackId: string | null): number {
  const api = useApi();
  const authenticated = useIsAuthenticated();
  const { data } = useQuery({ ...trackRatingQuery(api, trackId ?? ''), enabled: authenticated && trackId !== null });
  return trackId === null ? 0 : (data?.rating ?? 0);
}

export function useFiveStarData(): FiveStarData | undefined {
  const api = useApi();
  const authenticated = useIsAuthenticated();
  return useQuery({ ...fiveStarDataQuery(api), enabled: authenticated }).data;
}

interface Rating {
  trackId: string;
  channelId: string;
  value: number;
}

/** Rates a song: the stars change at once, and go back if the server says no. */
export function useRateTrack() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ trackId, channelId, value }: Rating) =>
      api.postForm<RatingsList>(LISTENING_PATHS.rating, { t: trackId, v: value, w: 1, c: channelId }),
    onMutate: async ({ trackId, value }) => {
      const key = trackRatingQuery(api, trackId).queryKey;
      // An answer still on its way must not overwrite the new stars.
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData(key);
      queryClient.setQueryData(key, { rating: value });
      return { previous };
    },
    onError: (_error, { trackId }, context) => {
      queryClient.setQueryData(trackRatingQuery(api, trackId).queryKey, context?.previous ?? { rating: 0 });
      toast({ kind: 'error', message: PLAYER_TEXT.ratingFailure });
    },
    onSuccess: ({ ratings: [ratedCount] }) => {
      const { queryKey } = fiveStarDataQuery(api);
      queryClient.setQueryData(queryKey, (data) => data && { ...data, totalTracksRatedCount: ratedCount });
      toast({ kind: 'success', title: PLAYER_TEXT.ratingSubmittedTitle, message: PLAYER_TEXT.ratingSubmitted(ratedCount) });
      // The category counts behind the Five-Star filters change with a rating too, and so does My Song Ratings.
      void queryClient.invalidateQueries({ queryKey });
      void queryClient.invalidateQueries({ queryKey: ratingKeys.history });
    },
  });
}
