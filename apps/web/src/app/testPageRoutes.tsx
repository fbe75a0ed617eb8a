import { QueryClient } from '../lib/query';
import { render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import { type FakeServer, fakeApi } from '../api/testing';
import type { PlayerCommands } from '../features/player/types';
import { createPageRoutes } from './pageRoutes';
import { AppProviders } from './AppProviders';
import { DEFAULT_CLIENT_ENV } from '../lib/env';

const NoFallback = () => null;

/**
 * Test support: the real page table (pageRoutes.tsx, its loaders and lazily loaded pages) at `path`,
 * as the browser routes it after the first page, so a page is found by its address. Writes hang
 * unless `writes` answers them.
 */
export function renderPageRoute(path: string, get: FakeServer['get'], writes: Partial<Pick<FakeServer, 'postForm' | 'delete'>> = {}) {
  const api = fakeApi({ get, ...writes });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const player: PlayerCommands = { play: vi.fn(), toggle: vi.fn(), pause: vi.fn(), resume: vi.fn(), skip: vi.fn(), reload: vi.fn(), setVolume: vi.fn(), toggleMute: vi.fn(), setSleepTimer: vi.fn(), chooseCastDevice: vi.fn() };
  // Under a root as in routes.tsx; nothing to show while the first page's loader runs.
  const routes = [{ path: '/', HydrateFallback: NoFallback, children: createPageRoutes({ api, queryClient, awaitData: false }) }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <AppProviders api={api} queryClient={queryClient} player={player} env={DEFAULT_CLIENT_ENV}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { player, router };
}
