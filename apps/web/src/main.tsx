import './styles/themes.css';
import './styles/base.css';
import { COOKIES } from '@earshot/contract';
import { hydrate } from './lib/query';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { browserTransport, createApiClient } from './api/client';
import { readCookie } from './lib/cookies';
import { registerServiceWorkerWhenIdle } from './lib/serviceWorker';
import { AppProviders } from './app/AppProviders';
import { readBootState } from './app/bootState';
import { loadLazyMatches } from './app/lazyMatches';
import { createBrowserQueryClient } from './app/queryClient';
import { userStatsQuery } from './api/accounts';
import { deferPlayer } from './features/player/deferredPlayer';
import { earlyStart } from './features/player/earlyStart';
import { playlistStartUrl } from './api/playlist';
import { createRoutes } from './app/routes';

const boot = readBootState(document);
const api = createApiClient(browserTransport, () => readCookie(document.cookie, COOKIES.csrf));
const queryClient = createBrowserQueryClient();
hydrate(queryClient, boot.queries);

const early = earlyStart((channelId, signal) => fetch(playlistStartUrl(channelId), { signal, credentials: 'same-origin' }));
const player = deferPlayer(
  () =>
    import('./features/player/browserPlayer').then(({ startBrowserPlayer }) =>
      startBrowserPlayer(api, {
        isAuthenticated: () => queryClient.getQueryData(userStatsQuery(api).queryKey)?.is_authenticated ?? false,
        early,
      }),
    ),
  { play: (channelId) => early.begin(channelId) },
);
// Loads alongside the page's own chunks and hydration, well before anyone can click a channel.
void player.load().catch(() => {});
const routeDeps = { api, queryClient, awaitData: false };
const routes = createRoutes(routeDeps);

const root = document.getElementById('root');
if (!root) throw new Error('The server-rendered page has no #root element');

// The server preloaded the matched pages' chunks (<link rel="modulepreload">), so this is quick;
// hydrating before they load would render nothing where the server rendered the page.
async function hydratePage(container: HTMLElement): Promise<void> {
  await loadLazyMatches(routes, window.location);
  const router = createBrowserRouter(routes, { hydrationData: boot.router });
  // As a transition, hydration yields to the browser every few milliseconds instead of holding the
  // main thread for the whole page; a click meanwhile hydrates its target first and is replayed.
  startTransition(() => {
    hydrateRoot(
      container,
      <AppProviders api={api} queryClient={queryClient} player={player.commands} env={boot.env}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
  });
}
void hydratePage(root);
registerServiceWorkerWhenIdle();
