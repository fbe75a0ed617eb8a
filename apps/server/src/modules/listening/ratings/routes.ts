import { LISTENING_PATHS, fiveStarData, ratingForm, ratingQuery, ratingsList, trackRating } from '@earshot/contract';
import { defineRoute } from '../../../http/route';
import { requireUser } from '../../../http/session';
import type { RatingsService } from './service';

export function ratingRoutes(ratings: RatingsService) {
  return [
    defineRoute({
      method: 'GET',
      url: LISTENING_PATHS.rating,
      summary: "The listener's rating of a track (0 when unrated)",
      tags: ['ratings'],
      query: ratingQuery,
      response: trackRating,
      handler: async ({ query }, req) => ({ rating: await ratings.ratingOf(requireUser(req).id, query.t) }),
    }),
    defineRoute({
      method: 'POST',
      url: LISTENING_PATHS.rating,
      summary: 'Rate a track 1–5 stars; the first entry of the answer is how many songs the listener has rated',
      tags: ['ratings'],
      body: ratingForm,
      response: ratingsList,
      handler: async ({ body }, req) => ({ ratings: [await ratings.rate(requireUser(req).id, body.t, body.v, body.c ?? null)] }),
    }),
    defineRoute({
      method: 'GET',
      url: LISTENING_PATHS.fiveStar,
      summary: "The listener's rated-song counts and Five-Star categories",
      tags: ['ratings'],
      response: fiveStarData,
      handler: async (_input, req) => ratings.fiveStar(requireUser(req).id),
    }),
  ];
}
