import { createContext, useContext } from 'react';

/** The server's environment values the browser may know (the spec's "environment values"). */
export interface ClientEnv {
  /** Facebook app id for social log-in and sharing; null when not configured. */
  fbAppId: string | null;
  /** The running build (commit id), 'unversioned' when unknown. */
  version: string;
}

export const DEFAULT_CLIENT_ENV: ClientEnv = { fbAppId: null, version: 'unversioned' };

export const ClientEnvContext = createContext<ClientEnv>(DEFAULT_CLIENT_ENV);

/** The environment values the server rendered the page with (the same on the server and in the browser). */
export function useClientEnv(): ClientEnv {
  return useContext(ClientEnvContext);
}
