import { BANNER_ENDPOINTS } from '@earshot/contract';
import { defineRoute } from '../../../http/route';
import type { BannersService } from './service';

export function bannerRoutes(banners: BannersService) {
  return [
    defineRoute({
      endpoint: BANNER_ENDPOINTS.list,
      summary: 'The announcement banners, the one to show first; each with a variant for Facebook and for logged-in listeners',
      tags: ['banners'],
      handler: async () => banners.list(),
    }),
  ];
}
