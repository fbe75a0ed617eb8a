import { defineEndpoint } from '../endpoint';
import { bannersList } from './schemas';

export const BANNER_ENDPOINTS = {
  list: defineEndpoint({ method: 'GET', path: '/c/m/json/banners/', response: bannersList }),
} as const;
