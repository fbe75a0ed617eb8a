import type { QueryClient } from '@tanstack/react-query';
import { data, type RouteObject } from 'react-router';
import type { ApiClient } from './api/client';
import { genresQuery, homePageQuery } from './api/queries';
import { RouteError } from './app/RouteError';
import { AppShell } from './layout/AppShell';
import { AboutPage } from './pages/about/AboutPage';
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

export function createRoutes({ api, queryClient, awaitData }: RouteDeps): RouteObject[] {
  const settle = async (pending: Promise<void>) => {
    if (awaitData) await pending;
    return null;
  };

  return [
    {
      id: 'root',
      path: '/',
      element: <AppShell />,
      errorElement: <RouteError />,
      loader: () => settle(queryClient.prefetchQuery(genresQuery(api))),
      children: [
        {
          id: 'pages',
          errorElement: <RouteError />,
          children: [
            {
              id: 'home',
              index: true,
              element: <HomePage />,
              loader: () => settle(queryClient.prefetchQuery(homePageQuery(api))),
            },
            { id: 'about', path: 'about', element: <AboutPage /> },
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
