import { CHANNEL_ENDPOINTS, LOG_IN_PROMPTS } from '@earshot/contract';
import { defineRoute } from '../../../http/route';
import { memberAskerOf } from '../channels/asker';
import type { BlendsService } from './service';

export function blendRoutes(blends: BlendsService) {
  return [
    defineRoute({
      endpoint: CHANNEL_ENDPOINTS.blend,
      summary:
        "Blend channel o into this one (a user channel o blends in as the channels it plays). On a curated channel this blends into the listener's own copy, made on the first blend; max: the blend would play more than 15 channels, and none is added",
      tags: ['channels'],
      handler: async ({ params, body }, req) => {
        return { status: await blends.add(memberAskerOf(req, LOG_IN_PROMPTS.blend), params.id, body.o) };
      },
    }),
  ];
}
