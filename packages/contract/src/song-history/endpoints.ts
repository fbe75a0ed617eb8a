import { defineEndpoint } from '../endpoint';
import { ratingsHistory, trackHistory, trackHistoryQuery } from './schemas';

/** The listener's own song lists (001 section 7). */
export const SONG_HISTORY_ENDPOINTS = {
  trackHistory: defineEndpoint({ method: 'GET', path: '/listener/track-history/', query: trackHistoryQuery, response: trackHistory }),
  ratingsHistory: defineEndpoint({ method: 'GET', path: '/listener/ratings-history/', response: ratingsHistory }),
} as const;
