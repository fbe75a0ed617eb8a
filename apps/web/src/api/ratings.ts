import { LISTENING_ENDPOINTS, SONG_HISTORY_ENDPOINTS } from '@earshot/contract';
import { queryOptions } from '../lib/query';
import type { ApiClient } from './client';

export const ratingKeys = {
  track: (trackId: string) => ['rating', trackId] as const,
  fiveStar: ['fiveStar'] as const,
  history: ['ratingsHistory'] as const,
};

export function trackRatingQuery(api: ApiClient, trackId: string) {
  return queryOptions({
    queryKey: ratingKeys.track(trackId),
    queryFn: () => api.call(LISTENING_ENDPOINTS.rating, { query: { t: trackId, w: '1' } }),
    // Only this listener changes their ratings, and the player writes each change into the cache.
    staleTime: 5 * 60_000,
  });
}

/** The listener's rating counts and Five-Star categories (logged-in listeners only). */
export function fiveStarDataQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ratingKeys.fiveStar,
    queryFn: () => api.call(LISTENING_ENDPOINTS.fiveStar),
    staleTime: 60_000,
  });
}

/** Every song the listener rated, newest rating first (My Song Ratings); here so that a new rating refreshes it. */
export function ratingsHistoryQuery(api: ApiClient) {
  return queryOptions({
    queryKey: ratingKeys.history,
    queryFn: () => api.call(SONG_HISTORY_ENDPOINTS.ratingsHistory),
  });
}

export interface Rating {
  trackId: string;
  channelId: string;
  value: number;
}

/** Rates a song 1–5 stars on the channel it played on; the answer's first entry is how many songs the listener has rated. */
export const rateTrack = (api: ApiClient, { trackId, channelId, value }: Rating) =>
  api.call(LISTENING_ENDPOINTS.rate, { body: { t: trackId, v: value, w: '1', c: channelId } });
