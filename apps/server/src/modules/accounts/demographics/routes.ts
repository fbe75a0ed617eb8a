import { ACCOUNT_ENDPOINTS } from '@earshot/contract';
import { defineRoute } from '../../../http/route';
import type { DemographicsService } from './service';

export function demographicsRoutes(service: DemographicsService) {
  return [
    defineRoute({
      endpoint: ACCOUNT_ENDPOINTS.demographics,
      summary: "Approximate location of the visitor's IP address (country, region, city, metro, lat/lon) and their zipcode",
      tags: ['accounts'],
      handler: async (_input, req, reply) => {
        reply.header('cache-control', 'private, no-store');
        return service.of(req.ip, req.user?.id ?? null);
      },
    }),
  ];
}
