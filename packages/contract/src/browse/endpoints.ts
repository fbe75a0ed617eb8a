import { defineEndpoint } from '../endpoint';
import { genresData, homePage } from '../schemas';
import { featuredPage, genrePage, pageParam, surpriseChannels, surpriseQuery } from './schemas';
import { z } from 'zod';

/** Genre, brand and Surprise Me calls (001 section 7; page-data paths from ARCHITECTURE.md section 4). */
export const BROWSE_ENDPOINTS = {
  genres: defineEndpoint({ method: 'GET', path: '/c/m/json/genres/', response: genresData }),
  homePage: defineEndpoint({ method: 'GET', path: '/c/m/json/page/home/', response: homePage }),
  genrePage: defineEndpoint({ method: 'GET', path: '/c/m/json/page/genre/:param/', params: z.object({ param: pageParam }), response: genrePage }),
  featuredPage: defineEndpoint({ method: 'GET', path: '/c/m/json/page/featured/:param/', params: z.object({ param: pageParam }), response: featuredPage }),
  /** Surprise Me: one random channel of the genre; `not` names the channel showing now, so 'Pick Different' changes it. */
  surprise: defineEndpoint({ method: 'GET', path: '/c/m/json/genre/', query: surpriseQuery, response: surpriseChannels }),
} as const;
