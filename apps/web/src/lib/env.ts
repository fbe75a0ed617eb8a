import { type ClientEnv, DEFAULT_CLIENT_ENV } from '@earshot/contract';
import { createContext, useContext } from 'react';

export { type ClientEnv, DEFAULT_CLIENT_ENV };

export const ClientEnvContext = createContext<ClientEnv>(DEFAULT_CLIENT_ENV);

/** The environment values the server rendered the page with (the same on the server and in the browser). */
export function useClientEnv(): ClientEnv {
  return useContext(ClientEnvContext);
}
