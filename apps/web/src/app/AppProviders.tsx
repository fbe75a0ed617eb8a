import { type QueryClient, QueryClientProvider } from '../lib/query';
import type { ReactNode } from 'react';
import { ApiContext } from '../api/ApiContext';
import type { ApiClient } from '../api/client';
import { PlayerContext } from '../features/player/PlayerContext';
import type { PlayerCommands } from '../features/player/types';
import { type ClientEnv, ClientEnvContext } from '../lib/env';
import { MetaSinkContext, type PageMetaData } from '../lib/meta';

interface AppProvidersProps {
  api: ApiClient;
  queryClient: QueryClient;
  player: PlayerCommands | null;
  env: ClientEnv;
  metaSink?: (meta: PageMetaData) => void;
  children: ReactNode;
}

/** The same provider stack on the server and in the browser, so hydration sees identical trees. */
export function AppProviders({ api, queryClient, player, env, metaSink, children }: AppProvidersProps) {
  return (
    <ClientEnvContext.Provider value={env}>
      <ApiContext.Provider value={api}>
        <QueryClientProvider client={queryClient}>
          <PlayerContext.Provider value={player}>
            <MetaSinkContext.Provider value={metaSink ?? null}>{children}</MetaSinkContext.Provider>
          </PlayerContext.Provider>
        </QueryClientProvider>
      </ApiContext.Provider>
    </ClientEnvContext.Provider>
  );
}
