import { data, type LoaderFunctionArgs, redirect, type RouteObject } from 'react-router';
import { lazyPage } from './app/lazyPage';
import { userStatsQuery } from './features/auth/queries';
import type { RouteDeps } from './routes';

/**
 * Every page but home and the error pages, each its own chunk from `pages/<name>/page.tsx` through
 * `...lazyPage('<name>')`. Loaders stay here, so data and code load in parallel. This table is a
 * chunk of its own too: the first page load carries none of it (app/pageDiscovery.ts).
 */
export function createPageRoutes({ api, queryClient, awaitData }: RouteDeps): RouteObject[] {
  /** Account pages a logged-in visitor has no use for: sent home (the page itself also goes back client-side). */
  const anonymousOnly = async () => {
    const user = await queryClient.ensureQueryData(userStatsQuery(api));
    if (user.is_authenticated) throw redirect('/');
    return null;
  };
  /**
   * A channel page's channel, by id or legacy id. The server waits for it: its share tags are in the
   * HTML for link previews, and an unknown channel is a 404.
   */
  const channelPage = async ({ params }: LoaderFunctionArgs) => {
    // Imported here rather than above, where it would be one more chunk for the first page load to name.
    const { channelQuery, isUnknownChannel } = await import('./features/channels/channelQuery');
    const query = channelQuery(api, params.oldid ?? params.id ?? '');
    const loading = queryClient.prefetchQuery(query);
    if (!awaitData) return null;
    await loading;
    if (isUnknownChannel(queryClient.getQueryState(query.queryKey)?.error)) throw data(null, { status: 404 });
    return null;
  };

  return [
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
    { id: 'channel-settings', path: 'player/:id', ...lazyPage('channel-settings') },
    { id: 'channel', path: 'channel/:id', loader: channelPage, ...lazyPage('channel') },
    { id: 'channel-legacy', path: 'channel/:param/:oldid', loader: channelPage, ...lazyPage('channel') },
  ];
}
