import type { Channel } from '@earshot/contract';
import { QueryClient } from '../lib/query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { ApiClient } from '../api/client';
import { type FakeServer, fakeApi } from '../api/testing';
import type { PlayerCommands } from '../features/player/types';
import { AppProviders } from './AppProviders';
import { type ClientEnv, DEFAULT_CLIENT_ENV } from '../lib/env';

/** Test support: renders UI inside the app's providers and a router at `path`; `api` is a fake server, or a client of its own. */
export function renderInApp(
  ui: ReactNode,
  options: { api?: Partial<FakeServer> | ApiClient; queryClient?: QueryClient; path?: string; env?: ClientEnv } = {},
) {
  const player: PlayerCommands = {
    play: vi.fn(),
    toggle: vi.fn(),
    pause: vi.fn(),
    resume: vi.fn(),
    skip: vi.fn(),
    reload: vi.fn(),
    setVolume: vi.fn(),
    toggleMute: vi.fn(),
    setSleepTimer: vi.fn(),
    chooseCastDevice: vi.fn(),
  };
  const api = options.api && 'call' in options.api ? options.api : fakeApi(options.api);
  const queryClient = options.queryClient ?? new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([{ path: '*', element: ui }], { initialEntries: [options.path ?? '/'] });
  render(
    <AppProviders api={api} queryClient={queryClient} player={player} env={options.env ?? DEFAULT_CLIENT_ENV}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { player, queryClient, router };
}

export function channel(n: number, overrides: Partial<Channel> = {}): Channel {
  return {
    _id: { $oid: n.toString(16).padStart(24, 'a') },
    channel_uuid: `uuid-${n}`,
    oldid: 100 + n,
    name: `Channel ${n}`,
    description: `Description of channel ${n}`,
    image: `/img/tiles/${100 + n}.svg`,
    disabled: false,
    is_favorite: false,
    is_user_channel: false,
    genre: 'Jazz',
    added_channels: [],
    added_channels_names: [],
    artist_iid: null,
    ...overrides,
  };
}
