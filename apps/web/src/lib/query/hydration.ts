import type { QueryClient } from './client';
import type { QueryKey } from './keys';

/** The cache's successful queries as JSON: what the server fetched, for the browser to start from. */
export interface DehydratedState {
  queries: { queryKey: QueryKey; data: unknown; dataUpdatedAt: number }[];
}

export function dehydrate(client: QueryClient): DehydratedState {
  return {
    queries: client
      .entriesForSnapshot()
      .filter((entry) => entry.state.status === 'success')
      .map(({ queryKey, state }) => ({ queryKey, data: state.data, dataUpdatedAt: state.dataUpdatedAt })),
  };
}

/** Puts the server's data in the cache, unless the cache already holds something newer. */
export function hydrate(client: QueryClient, state: DehydratedState): void {
  for (const { queryKey, data, dataUpdatedAt } of state.queries) {
    const entry = client.entry(queryKey);
    if (entry.state.dataUpdatedAt < dataUpdatedAt) entry.setData(data, dataUpdatedAt);
  }
}
