import type { DataTag, QueryKey } from './keys';

export type RetryRule = boolean | number | ((failureCount: number, error: Error) => boolean);

/** What a query may be configured with; the client's defaults fill in what a query leaves out. */
export interface QueryDefaults {
  /** How long fetched data counts as fresh, in milliseconds. */
  staleTime?: number;
  retry?: RetryRule;
  refetchOnWindowFocus?: boolean | 'always';
  refetchOnMount?: boolean | 'always';
}

export interface QueryOptions<T, K extends QueryKey = QueryKey> extends QueryDefaults {
  queryKey: K;
  queryFn: () => Promise<T>;
  /** False keeps an observing component from fetching; it still reads what is cached. */
  enabled?: boolean;
  /** Show the last key's data while the new key's loads. */
  placeholderData?: typeof keepPreviousData;
}

/** Marks a query whose component keeps showing its previous data while a new key loads. */
export const keepPreviousData = 'keepPreviousData' as const;

/** Options whose key carries the data type, so `getQueryData(options.queryKey)` is typed. */
export function queryOptions<T, K extends QueryKey>(options: QueryOptions<T, K>): QueryOptions<T, K> & { queryKey: DataTag<K, T> } {
  return options as QueryOptions<T, K> & { queryKey: DataTag<K, T> };
}

const MAX_RETRY_DELAY_MS = 30_000;

/** Waits longer after each failure: 1 s, 2 s, 4 s … up to 30 s. */
export const retryDelay = (failureCount: number) => Math.min(1000 * 2 ** failureCount, MAX_RETRY_DELAY_MS);

export function shouldRetry(rule: RetryRule | undefined, failureCount: number, error: Error): boolean {
  if (typeof rule === 'function') return rule(failureCount, error);
  if (typeof rule === 'number') return failureCount < rule;
  return rule === true;
}
