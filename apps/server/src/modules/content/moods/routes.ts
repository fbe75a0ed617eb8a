import { MOOD_ENDPOINTS, moodKind } from '@earshot/contract';
import { defineRoute } from '../../../http/route';
import type { MoodsService } from './service';

/** One route per mood page, so an unknown kind is a plain 404. */
export function moodRoutes(moods: MoodsService) {
  return moodKind.options.map((kind) =>
    defineRoute({
      endpoint: MOOD_ENDPOINTS.moodGroups[kind],
      summary: `The ${kind} page's mood groups in order, each with its name, param, description (or null) and channels`,
      tags: ['pages'],
      handler: async () => moods.page(kind),
    }),
  );
}
