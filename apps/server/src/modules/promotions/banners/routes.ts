import { BANNER_PATHS, bannersList } from '@earshot/contract';
import { defineRoute } from '../../../http/route';
import type { BannersService } from './service';

export function bannerRoutes(banners: BannersService) {
  return [
    defineRoute({
      method: 'GET',
      url: BANNER_PATHS.list,
      summary: 'The announcement banners, the one to show first; each with a variant for Facebook and for logged-in listeners',
      tags: ['banners'],
      response: bannersList,
      handler: async () => banners.list(),
    }),
  ];
}
