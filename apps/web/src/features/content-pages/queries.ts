import { CONTENT_PAGE_PATHS, type ContentPage, type PagesList, contentPageUrl } from '@earshot/contract';
import { queryOptions, useQuery } from '../../api/query';
import { useApi } from '../../api/ApiContext';
import { ApiError, type ApiClient } from '../../api/client';

export const contentPageKeys = {
  page: (url: string) => ['content-page', url] as const,
  list: ['content-pages'] as const,
};

/** A content page by its `url` (`slug` or `category/slug`). */
export function contentPageQuery(api: ApiClient, url: string) {
  return queryOptions({
    queryKey: contentPageKeys.page(url),
    queryFn: () => api.get<ContentPage>(CONTENT_PAGE_PATHS.page(url)),
  });
}

/** Every page with its article flag: /articles/ shows the articles. */
export function pagesListQuery(api: ApiClient) {
  return queryOptions({
    queryKey: contentPageKeys.list,
    queryFn: () => api.get<PagesList>(CONTENT_PAGE_PATHS.list),
  });
}

export const useContentPage = (url: string) => useQuery(contentPageQuery(useApi(), url));
export const usePagesList = () => useQuery(pagesListQuery(useApi()));

/** A page that does not exist, or an address that cannot name one. */
export const isUnknownContentPage = (error: unknown) => error instanceof ApiError && (error.status === 404 || error.status === 400);

/** Data that came back without a page in it: the spec's "404 when empty". */
export const isEmptyContentPage = (page: ContentPage) => !page.header.trim() && !page.content.trim();

/** The page's `url` from the route's params (`/page/:urlslug/`, `/page/:pageCategory/:urlslug/`). */
export const routeContentPageUrl = (params: { urlslug?: string; pageCategory?: string }) => contentPageUrl(params.urlslug ?? '', params.pageCategory);
