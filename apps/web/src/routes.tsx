import type { QueryClient } from '@tanstack/react-query';
import { data, redirect, type RouteObject } from 'react-router';
import type { ApiClient } from './api/client';
import { genresQuery, homePageQuery } from './api/queries';
import { lazyPage } from './app/lazyPage';
import { RouteError } from './app/RouteError';
import { userStatsQuery } from './features/auth/queries';
import { AppShell } from './layout/AppShell';
import { HomePage } from './pages/home/HomePage';
import { NotFoundPage } from './pages/not-found/NotFoundPage';

export interface RouteDeps {
  api: ApiClient;
  queryClient: QueryClient;
  /**
   * The server waits for page data so it is in the HTML; the browser navigates at once and
   * lets the page show skeletons while the data arrives.
   */
  awaitData: boolean;
}

/**
 * The route table. A page is either eager (`element: <HomePage />`, in the initial bundle: only the
 * home page and the error pages) or lazy (`...lazyPage('<name>')`, its own chunk from
 * `pages/<name>/page.tsx`). Loaders stay here either way, so data and code load in parallel.
 */
export function createRoutes({ api, queryClient, awaitData }: RouteDeps): RouteObject[] {
  const settle = async (pending: Promise<unknown>) => {
    if (awaitData) await pending;
    return null;
  };
  /** Account pages a logged-in visitor has no use for: sent home (the page itself also goes back client-side). */
  const anonymousOnly = async () => {
    const user = await queryClient.ensureQueryData(userStatsQuery(api));
    if (user.is_authenticated) throw redirect('/');
    return null;
  };
  /** A logged-in visitor's favorites and history, so the home page's rows are in its HTML (their code loads only then). */
  const myChannels = () =>
    import('./features/my-channels/queries').then((m) => m.prefetchMyChannels(api, queryClient)).catch(() => {});

  return [
    {
      id: 'root',
      path: '/',
      element: <AppShell />,
      errorElement: <RouteError />,
      loader: () =>
        settle(Promise.all([queryClient.prefetchQuery(genresQuery(api)), queryClient.prefetchQuery(userStatsQuery(api))])),
      children: [
        {
          id: 'pages',
          errorElement: <RouteError />,
          children: [
            {
              id: 'home',
              index: true,
              element: <HomePage />,
              loader: () => settle(Promise.all([queryClient.prefetchQuery(homePageQuery(api)), myChannels()])),
            },
            { id: 'about', path: 'about', ...lazyPage('about') },
            { id: 'log-in', path: 'log-in', loader: anonymousOnly, ...lazyPage('log-in') },
            { id: 'sign-up', path: 'sign-up', loader: anonymousOnly, ...lazyPage('sign-up') },
            { id: 'reset-password', path: 'reset-password/:key', ...lazyPage('reset-password') },
            { id: 'user-settings', path: 'user_settings', ...lazyPage('user-settings') },
            { id: 'byebye', path: 'byebye', ...lazyPage('byebye') },
            { id: 'five-star', path: 'five-star', ...lazyPage('five-star') },
            { id: 'five-star-short', path: '5star', loader: () => redirect('/five-star/') },
            { id: 'favorites', path: 'favorites', ...lazyPage('my-channels') },
            { id: 'history', path: 'history', ...lazyPage('my-channels') },
            { id: 'track-history', path: 'track-history', ...lazyPage('song-history') },
            { id: 'ratings-history', path: 'ratings-history', ...lazyPage('song-history') },
            {
              id: 'not-found',
              path: '*',
              element: <NotFoundPage />,
              loader: () => {
                throw data(null, { status: 404 });
              },
            },
          ],
        },
      ],
    },
  ];
}
