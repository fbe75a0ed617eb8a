import { defineEndpoint } from '../endpoint';
import { contentPage, pageSlug, pagesList } from './schemas';
import { z } from 'zod';

/** 001 section 7: `GET /c/m/pages` and `GET /c/m/pages/{category/}{urlslug}`. */
export const CONTENT_PAGE_ENDPOINTS = {
  /** Every page, each with its article flag. */
  list: defineEndpoint({ method: 'GET', path: '/c/m/pages', response: pagesList }),
  page: defineEndpoint({ method: 'GET', path: '/c/m/pages/:urlslug', params: z.object({ urlslug: pageSlug }), response: contentPage }),
  pageInCategory: defineEndpoint({
    method: 'GET',
    path: '/c/m/pages/:category/:urlslug',
    params: z.object({ category: pageSlug, urlslug: pageSlug }),
    response: contentPage,
  }),
} as const;
