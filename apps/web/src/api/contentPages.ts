import { CONTENT_PAGE_ENDPOINTS, type ContentPage, contentPageUrl } from '@earshot/contract';
import { queryOptions, useQuery } from '../lib/query';
import { useApi } from './ApiContext';
import { ApiError, type ApiClient } from './client';

export const contentPageKeys = {
  page: (url: string) => ['content-page', url] as const,
  list: ['content-pages'] as const,
};

/** A content page by its `url` (`slug` or `category/slug`). */
export function contentPageQuery(api: ApiClient, url: string) {
  return queryOptions({
    queryKey: contentPageKeys.page(url),
    queryFn: () => {
      const [first, second] = url.split('/');
      return second === undefined
        ? api.call(CONTENT_PAGE_ENDPOINTS.page, { params: { urlslug: first } })
        : api.call(CONTENT_PAGE_ENDPOINTS.pageInCategory, { params: { category: first, urlslug: second } });
    },
  });
}

/** Every page with its article flag: /articles/ shows the articles. */
export function pagesListQuery(api: ApiClient) {
  return queryOptions({
    queryKey: contentPageKeys.list,
    queryFn: () => api.call(CONTENT_PAGE_ENDPOINTS.list),
  });
}

export const useContentPage = (url: string) => useQuery(contentPageQuery(useApi(), url));
export const usePagesList = () => useQuery(pagesListQuery(useApi()));

/** A page that does not exist, or an address that cannot name one. */
export const isUnknownContentPage = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

const isText = (value: unknown): value is string => typeof value === 'string';

/**
 * Whether the data has a page to show: the fields the page draws, and a header or content that is
 * not blank. Anything else (`{}`, null, a page with neither) is the spec's empty data: the 404 page.
 */
export function isShowableContentPage(data: unknown): data is ContentPage {
  if (typeof data !== 'object' || data === null) return false;
  const { url, header, title, desc, content, shareimage } = data as Record<string, unknown>;
  if (![url, title, desc].every(isText) || !(shareimage === null || isText(shareimage))) return false;
  return isText(header) && isText(content) && (header.trim() !== '' || content.trim() !== '');
}

/** The page's `url` from the route's params (`/page/:urlslug/`, `/page/:pageCategory/:urlslug/`). */
export const routeContentPageUrl = (params: { urlslug?: string; pageCategory?: string }) => contentPageUrl(params.urlslug ?? '', params.pageCategory);
