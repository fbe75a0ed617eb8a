import { defineEndpoint } from '../endpoint';
import { trackList, trackListQuery } from './schemas';

/** Songs by id (000 section 7). */
export const TRACK_ENDPOINTS = {
  /** `id` comma-separated; the spec's clients add `a=true`. */
  trackList: defineEndpoint({ method: 'GET', path: '/c/m/json/track_list/', query: trackListQuery, response: trackList }),
} as const;
