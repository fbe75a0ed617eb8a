import { AD_ENDPOINTS } from '@earshot/contract';
import { errors } from '../../../http/errors';
import { defineRoute } from '../../../http/route';
import type { AdsService } from './service';

/** Serving records an impression and a click is counted, so both are POSTs: no GET changes anything. */
export function adRoutes(ads: AdsService) {
  return [
    defineRoute({
      endpoint: AD_ENDPOINTS.serve,
      summary: "A creative for an ad slot, chosen by weight among the slot's format, counted as an impression; null when there is none",
      tags: ['ads'],
      handler: async ({ body }, _req, reply) => {
        reply.header('cache-control', 'no-store');
        return ads.serve(body.slot, body.shown);
      },
    }),
    defineRoute({
      endpoint: AD_ENDPOINTS.click,
      summary: 'Counts a click on a creative',
      tags: ['ads'],
      handler: async ({ body }) => {
        if (!(await ads.click(body.id))) throw errors.notFound('Ad');
        return { counted: true };
      },
    }),
  ];
}
