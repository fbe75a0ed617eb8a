import { data, type RouteObject } from 'react-router';
import { genresQuery, homePageQuery } from '../api/home';
import { RouteError } from './RouteError';
import { userStatsQuery } from '../api/accounts';
import { bannersQuery } from '../api/banners';
import { AppShell } from '../layout/AppShell';
import { HomePage } from '../pages/home/HomePage';
import { NotFoundPage } from '../pages/not-found/NotFoundPage';
import { createPageRoutes } from './pageRoutes';
import type { RouteDeps } from './routeDeps';

/**
 * The route table: the shell, the home page and the error pages here, every other page in
 * pageRoutes.tsx. The table itself is part of the first download; each page's code is not.
 */
export function createRoutes(deps: RouteDeps): RouteObject[] {
  const { api, queryClient, awaitData } = deps;
  const settle = async (pending: Promise<unknown>) => {
    if (awaitData) await pending;
    return null;
  };
  /** A logged-in visitor's favorites and history, so the home page's rows are in its HTML (their code loads only then). */
  const myChannels = () =>
    import('../api/myChannels').then((m) => m.prefetchMyChannels(api, queryClient)).catch(() => {});

  return [
    {
      id: 'root',
      path: '/',
      element: <AppShell />,
      errorElement: <RouteError />,
      loader: () =>
        settle(
          Promise.all([
            queryClient.prefetchQuery(genresQuery(api)),
            queryClient.prefetchQuery(userStatsQuery(api)),
            queryClient.prefetchQuery(bannersQuery(api)),
          ]),
        ),
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
            ...createPageRoutes(deps),
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
