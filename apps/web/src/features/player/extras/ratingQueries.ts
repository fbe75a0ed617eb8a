import { type FiveStarData, PLAYER_TEXT } from '@earshot/contract';
import { useQuery, useQueryClient } from '../../../lib/query';
import { useMutation } from '../../../lib/query/useMutation';
import { useApi } from '../../../api/ApiContext';
import { type Rating, fiveStarDataQuery, rateTrack, ratingKeys, trackRatingQuery } from '../../../api/ratings';
import { useIsAuthenticated } from '../../../api/accounts';
import { toast } from '../../toasts/store';

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

/** Rates a song: the stars change at once, and go back if the server says no. */
export function useRateTrack() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (rating: Rating) => rateTrack(api, rating),
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
