import { LISTENING_ENDPOINTS } from '@earshot/contract';
import { defineRoute } from '../../../http/route';
import { requireUser } from '../../../http/session';
import type { RatingsService } from './service';

export function ratingRoutes(ratings: RatingsService) {
  return [
    defineRoute({
      endpoint: LISTENING_ENDPOINTS.rating,
      summary: "The listener's rating of a track (0 when unrated)",
      tags: ['ratings'],
      handler: async ({ query }, req) => ({ rating: await ratings.ratingOf(requireUser(req).id, query.t) }),
    }),
    defineRoute({
      endpoint: LISTENING_ENDPOINTS.rate,
      summary: 'Rate a track 1–5 stars; the first entry of the answer is how many songs the listener has rated',
      tags: ['ratings'],
      handler: async ({ body }, req) => ({ ratings: [await ratings.rate(requireUser(req).id, body.t, body.v, body.c ?? null)] }),
    }),
    defineRoute({
      endpoint: LISTENING_ENDPOINTS.fiveStar,
      summary: "The listener's rated-song counts and Five-Star categories",
      tags: ['ratings'],
      handler: async (_input, req) => ratings.fiveStar(requireUser(req).id),
    }),
  ];
}
