import { createContext, type ReactNode, useContext, useEffect } from 'react';
import type { QueryClient } from './client';

const QueryClientContext = createContext<QueryClient | null>(null);

export function QueryClientProvider({ client, children }: { client: QueryClient; children: ReactNode }) {
  useEffect(() => client.mount(), [client]);
  return <QueryClientContext.Provider value={client}>{children}</QueryClientContext.Provider>;
}

export function useQueryClient(): QueryClient {
  const client = useContext(QueryClientContext);
  if (!client) throw new Error('useQueryClient needs a QueryClientProvider above it');
  return client;
}
