import { useEffect, useRef, useSyncExternalStore } from 'react';
import type { QueryState } from './entry';
import type { QueryKey } from './keys';
import { keepPreviousData, type QueryOptions } from './options';
import { useQueryClient } from './provider';

interface QueryControls {
  isFetching: boolean;
  /** Fetches again, dropping a fetch under way; never rejects (the error is in the state). */
  refetch: () => Promise<void>;
}

/** Pending means no data yet (a query that is not enabled stays pending); past pending and error, there is data. */
export type QueryResult<T> = QueryControls &
  (
    | { status: 'pending'; data: undefined; error: null; isPending: true; isError: false }
    | { status: 'error'; data: T | undefined; error: Error; isPending: false; isError: true }
    | { status: 'success'; data: T; error: null; isPending: false; isError: false }
  );

const ignore = () => {};

/**
 * The query's cached state, kept fresh while the component is mounted: an enabled query fetches on
 * mount when it has no data or the data is stale (or always, with `refetchOnMount: 'always'`).
 * During server rendering it only reads what the route loaders put in the cache.
 */
export function useQuery<T, K extends QueryKey>(options: QueryOptions<T, K>): QueryResult<T> {
  const client = useQueryClient();
  const defaulted = client.defaulted(options);
  const entry = client.entry<T>(options.queryKey);
  entry.options ??= defaulted;
  const enabled = options.enabled !== false;
  const state = useSyncExternalStore(entry.subscribe, () => entry.state, () => entry.state);
  const latest = useRef(defaulted);
  latest.current = defaulted;

  useEffect(() => {
    client.observe(entry, enabled, 1);
    const current = latest.current;
    entry.options = current;
    const mount = current.refetchOnMount ?? true;
    if (enabled && (mount === 'always' || (mount && entry.isStale(current.staleTime)))) entry.fetch(current).catch(ignore);
    return () => client.observe(entry, enabled, -1);
  }, [client, entry, enabled]);

  const previous = useRef<T | undefined>(undefined);
  const placeholder = state.data === undefined && options.placeholderData === keepPreviousData ? previous.current : undefined;
  const data = state.data ?? placeholder;
  if (state.data !== undefined) previous.current = state.data;

  const status: QueryState['status'] = placeholder === undefined ? state.status : 'success';
  return {
    data,
    error: state.error,
    status,
    isPending: status === 'pending',
    isError: status === 'error',
    isFetching: state.fetchStatus === 'fetching',
    refetch: () => entry.fetch(latest.current, true).then(ignore, ignore),
  } as QueryResult<T>;
}
