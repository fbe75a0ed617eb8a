import { type ChannelListName, MOOD_PAGE_SEGMENTS, type MoodKind } from '@earshot/contract';
import { data, type LoaderFunctionArgs, redirect, type RouteObject } from 'react-router';
import { lazyPage } from './lazyPage';
import { userStatsQuery } from '../api/accounts';
import type { RouteDeps } from './routeDeps';

/**
 * Every page but home and the error pages, each its own chunk from `pages/<name>/page.tsx` through
 * `...lazyPage('<name>')`. Loaders stay here, so data and code load in parallel.
 */
export function createPageRoutes({ api, queryClient, awaitData }: RouteDeps): RouteObject[] {
  /** Account pages a logged-in visitor has no use for: sent home (the page itself also goes back client-side). */
  const anonymousOnly = async () => {
    const user = await queryClient.ensureQueryData(userStatsQuery(api));
    if (user.is_authenticated) throw redirect('/');
    return null;
  };
  /**
   * A channel page's data, by id or legacy id. The server waits for it: the channel's share tags and
   * the whole page are in the HTML, and an unknown channel is a 404.
   */
  const channelPage = async ({ params }: LoaderFunctionArgs) => {
    // Imported here rather than above, where it would be one more chunk for the first page load to name.
    const { channelPageQuery, isUnknownChannel } = await import('../api/channelPage');
    const query = channelPageQuery(api, params.oldid ?? params.id ?? '');
    const loading = queryClient.prefetchQuery(query);
    if (!awaitData) return null;
    await loading;
    if (isUnknownChannel(queryClient.getQueryState(query.queryKey)?.error)) throw data(null, { status: 404 });
    return null;
  };

  /**
   * `/player/:id/`, the channel settings page. The check call decides (000 section 6): a failure is
   * the 404 screen, and the server answers 404; without can_view the visitor goes home. The server
   * then waits for the details too, so the page is whole in its HTML. Both calls carry the visitor's
   * cookies (a listener's own channel), and the queries are keyed by who the visitor is.
   */
  const channelSettingsPage = async ({ params }: LoaderFunctionArgs) => {
    const { channelCheckQuery, channelDetailsQuery } = await import('../api/channelSettings');
    const id = params.id ?? '';
    const user = await queryClient.ensureQueryData(userStatsQuery(api)).catch(() => null);
    const userId = user?.unique_id ?? null;
    const check = channelCheckQuery(api, id, userId);
    const checking = queryClient.prefetchQuery(check);
    if (!awaitData) return null;
    await checking;
    const checked = queryClient.getQueryState(check.queryKey);
    if (checked?.error) throw data(null, { status: 404 });
    if (checked?.data?.can_view !== true) throw redirect('/');
    await queryClient.prefetchQuery(channelDetailsQuery(api, id, userId));
    return null;
  };

  /**
   * `/:param/`, a genre or a brand. The server waits for the genre: its content is in the HTML, and a
   * param that is neither a genre nor a brand is a 404; a brand is sent to its /featured/ address.
   */
  const genrePage = async ({ params }: LoaderFunctionArgs) => {
    const { featuredPageQuery, genrePageQuery, isUnknownPage } = await import('../api/browse');
    const param = params.param ?? '';
    const genre = genrePageQuery(api, param);
    const loading = queryClient.prefetchQuery(genre);
    if (!awaitData) return null;
    await loading;
    if (!isUnknownPage(queryClient.getQueryState(genre.queryKey)?.error)) return null;
    const brand = featuredPageQuery(api, param);
    await queryClient.prefetchQuery(brand);
    if (queryClient.getQueryData(brand.queryKey)) throw redirect(`/featured/${param}/`);
    throw data(null, { status: 404 });
  };
  /** `/featured/:param/`: the brand in the server's HTML, or a 404. */
  const featuredPage = async ({ params }: LoaderFunctionArgs) => {
    const { featuredPageQuery, isUnknownPage } = await import('../api/browse');
    const query = featuredPageQuery(api, params.param ?? '');
    const loading = queryClient.prefetchQuery(query);
    if (!awaitData) return null;
    await loading;
    if (isUnknownPage(queryClient.getQueryState(query.queryKey)?.error)) throw data(null, { status: 404 });
    return null;
  };

  /**
   * The search results, artist and keyword pages: the server waits for their data so it is in the
   * HTML; an artist or keyword no channel has is a 404.
   */
  const searchDataPage =
    (page: 'search' | 'artist' | 'keyword') =>
    async ({ params }: LoaderFunctionArgs) => {
      const { isNotFound, pageKey, prefetchPageData } = await import('../api/search');
      const param = params.param ?? '';
      const loading = prefetchPageData(queryClient, api, page, param);
      if (!awaitData) return null;
      await loading;
      if (isNotFound(queryClient.getQueryState(pageKey(page, param))?.error)) throw data(null, { status: 404 });
      return null;
    };

  /** Pages whose data is in the server's HTML, with no 404 to find: the server waits for it. */
  const settle = async (loading: Promise<unknown>) => {
    if (awaitData) await loading;
    return null;
  };
  const moodPage = async (kind: MoodKind) => {
    const { moodPageQuery } = await import('../api/moods');
    return settle(queryClient.prefetchQuery(moodPageQuery(api, kind)));
  };
  const channelListPage = async (list: ChannelListName) => {
    const { channelListQuery } = await import('../api/moods');
    return settle(queryClient.prefetchQuery(channelListQuery(api, list)));
  };

  /** A content page (`/page/…`): in the server's HTML with its share tags, or a 404 when there is none. */
  const contentPage = async ({ params }: LoaderFunctionArgs) => {
    const { contentPageQuery, isShowableContentPage, isUnknownContentPage, routeContentPageUrl } = await import('../api/contentPages');
    const query = contentPageQuery(api, routeContentPageUrl(params));
    const loading = queryClient.prefetchQuery(query);
    if (!awaitData) return null;
    await loading;
    const state = queryClient.getQueryState(query.queryKey);
    if ((state?.status === 'success' && !isShowableContentPage(state.data)) || isUnknownContentPage(state?.error)) throw data(null, { status: 404 });
    return null;
  };
  /** `/articles/`: the server waits for the list so the tiles are in the HTML. */
  const articlesPage = async () => {
    const { pagesListQuery } = await import('../api/contentPages');
    return settle(queryClient.prefetchQuery(pagesListQuery(api)));
  };

  return [
    { id: 'about', path: 'about', ...lazyPage('about') },
    { id: 'log-in', path: 'log-in', loader: anonymousOnly, ...lazyPage('log-in') },
    { id: 'sign-up', path: 'sign-up', loader: anonymousOnly, ...lazyPage('sign-up') },
    { id: 'sign-up-confirm', path: 'sign-up/confirm/:key', ...lazyPage('sign-up-confirm') },
    { id: 'reset-password', path: 'reset-password/:key', ...lazyPage('reset-password') },
    { id: 'change-email-confirm', path: 'change-email/confirm/:key', ...lazyPage('change-email-confirm') },
    { id: 'user-settings', path: 'user_settings', ...lazyPage('user-settings') },
    { id: 'byebye', path: 'byebye', ...lazyPage('byebye') },
    { id: 'theme-settings', path: 'theme_settings', ...lazyPage('theme-settings') },
    { id: 'five-star', path: 'five-star', ...lazyPage('five-star') },
    { id: 'five-star-short', path: '5star', loader: () => redirect('/five-star/') },
    { id: 'favorites', path: 'favorites', ...lazyPage('my-channels') },
    { id: 'history', path: 'history', ...lazyPage('my-channels') },
    { id: 'track-history', path: 'track-history', ...lazyPage('song-history') },
    { id: 'ratings-history', path: 'ratings-history', ...lazyPage('song-history') },
    { id: 'channel-settings', path: 'player/:id', loader: channelSettingsPage, ...lazyPage('channel-settings') },
    { id: 'channel', path: 'channel/:id', loader: channelPage, ...lazyPage('channel') },
    { id: 'channel-legacy', path: 'channel/:param/:oldid', loader: channelPage, ...lazyPage('channel') },
    { id: 'search', path: 'search/:param', loader: searchDataPage('search'), ...lazyPage('search') },
    { id: 'artist', path: 'artist/:param', loader: searchDataPage('artist'), ...lazyPage('artist') },
    { id: 'keyword', path: 'keyword/:param', loader: searchDataPage('keyword'), ...lazyPage('keyword') },
    { id: 'featured', path: 'featured/:param', loader: featuredPage, ...lazyPage('featured') },
    { id: 'maggotbrain', path: 'maggotbrain', loader: () => redirect('/featured/maggotbrain/') },
    { id: 'season', path: 'season', loader: () => redirect('/page/season-of-sharing/') },
    { id: 'content-page', path: 'page/:urlslug', loader: contentPage, ...lazyPage('content-page') },
    { id: 'content-page-category', path: 'page/:pageCategory/:urlslug', loader: contentPage, ...lazyPage('content-page') },
    { id: 'articles', path: 'articles', loader: articlesPage, ...lazyPage('articles') },
    // Each route's id is its segment: the mood and list pages tell their routes apart by it.
    { id: MOOD_PAGE_SEGMENTS.workday, path: MOOD_PAGE_SEGMENTS.workday, loader: () => moodPage('workday'), ...lazyPage('mood') },
    ...MOOD_PAGE_SEGMENTS.holiday.map((segment) => ({ id: segment, path: segment, loader: () => moodPage('holiday'), ...lazyPage('mood') })),
    { id: MOOD_PAGE_SEGMENTS.mostpopular, path: MOOD_PAGE_SEGMENTS.mostpopular, loader: () => channelListPage('mostpopular'), ...lazyPage('channel-list') },
    { id: MOOD_PAGE_SEGMENTS.newest, path: MOOD_PAGE_SEGMENTS.newest, loader: () => channelListPage('newest'), ...lazyPage('channel-list') },
    { id: 'welcome', path: 'welcome', loader: () => channelListPage('mostpopular'), ...lazyPage('welcome') },
    // Below every static path (React Router ranks static segments first): /about/ stays Our Story.
    { id: 'genre', path: ':param', loader: genrePage, ...lazyPage('genre') },
  ];
}
