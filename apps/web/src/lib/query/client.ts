import { QueryEntry, type QueryState } from './entry';
import { type DataOf, hashKey, keyStartsWith, type QueryKey } from './keys';
import type { QueryDefaults, QueryOptions } from './options';

interface Filters {
  /** Every query whose key starts with this one; all queries when left out. */
  queryKey?: QueryKey;
}

/** How long a query nobody shows stays cached in the browser. */
const UNUSED_QUERY_LIFETIME_MS = 5 * 60_000;

const ignore = () => {};

/**
 * The cache of server data, one per page load in the browser and one per request on the server.
 * Components read it through useQuery; loaders and actions use these methods.
 */
export class QueryClient {
  private readonly entries = new Map<string, QueryEntry>();
  private readonly listeners = new Set<() => void>();
  private readonly defaults: QueryDefaults;
  private collecting = false;

  constructor(config: { defaultOptions?: { queries?: QueryDefaults } } = {}) {
    this.defaults = { refetchOnWindowFocus: true, ...config.defaultOptions?.queries };
  }

  /** Every change to any query, for readers that follow the cache without observing one query. */
  getQueryCache() {
    return {
      subscribe: (listener: () => void) => {
        this.listeners.add(listener);
        return () => void this.listeners.delete(listener);
      },
    };
  }

  /** The client's defaults under a query's own options (an option left undefined takes the default). */
  defaulted<T>(options: QueryOptions<T>): QueryOptions<T> {
    const own = Object.entries(options).filter(([, value]) => value !== undefined);
    return { ...this.defaults, ...Object.fromEntries(own) } as QueryOptions<T>;
  }

  entry<T>(queryKey: QueryKey): QueryEntry<T> {
    const hash = hashKey(queryKey);
    let entry = this.entries.get(hash) as QueryEntry<T> | undefined;
    if (!entry) {
      entry = new QueryEntry<T>(queryKey, () => {
        for (const listener of this.listeners) listener();
      });
      this.entries.set(hash, entry as QueryEntry);
      this.collectLater(hash);
    }
    return entry;
  }

  getQueryData<T = unknown, K extends QueryKey = QueryKey>(queryKey: K): DataOf<K, T> | undefined {
    return this.entries.get(hashKey(queryKey))?.state.data as DataOf<K, T> | undefined;
  }

  getQueryState<T = unknown, K extends QueryKey = QueryKey>(queryKey: K): QueryState<DataOf<K, T>> | undefined {
    return this.entries.get(hashKey(queryKey))?.state as QueryState<DataOf<K, T>> | undefined;
  }

  /** Writes data as if fetched now; an updater returning undefined changes nothing. */
  setQueryData<T = unknown, K extends QueryKey = QueryKey>(
    queryKey: K,
    updater: DataOf<K, T> | ((old: DataOf<K, T> | undefined) => DataOf<K, T> | undefined),
  ): void {
    const entry = this.entry<DataOf<K, T>>(queryKey);
    const next = typeof updater === 'function' ? (updater as (old: DataOf<K, T> | undefined) => DataOf<K, T> | undefined)(entry.state.data) : updater;
    if (next !== undefined) entry.setData(next);
  }

  /** The data, fetched unless what is cached is fresh; rejects when the fetch fails. */
  fetchQuery<T>(options: QueryOptions<T>): Promise<T> {
    const defaulted = this.defaulted(options);
    const entry = this.entry<T>(options.queryKey);
    if (!entry.isStale(defaulted.staleTime)) return Promise.resolve(entry.state.data as T);
    return entry.fetch(defaulted);
  }

  /** Like fetchQuery, but never rejects: the failure stays in the query's state for the page to show. */
  prefetchQuery<T>(options: QueryOptions<T>): Promise<void> {
    return this.fetchQuery(options).then(ignore, ignore);
  }

  /** Cached data however old, or a fetch when there is none. */
  ensureQueryData<T>(options: QueryOptions<T>): Promise<T> {
    const data = this.entry<T>(options.queryKey).state.data;
    return data === undefined ? this.fetchQuery(options) : Promise.resolve(data);
  }

  /** Marks the matching queries stale and refetches those on screen; resolves when they have arrived. */
  invalidateQueries(filters: Filters = {}): Promise<void> {
    const refetches = this.matching(filters).map((entry) => {
      entry.update({ isInvalidated: true });
      return entry.observers > 0 && entry.options ? entry.fetch(entry.options, true).then(ignore, ignore) : undefined;
    });
    return Promise.all(refetches).then(ignore);
  }

  /** Forgets the matching fetches under way, so their answers cannot overwrite data set meanwhile. */
  async cancelQueries(filters: Filters = {}): Promise<void> {
    for (const entry of this.matching(filters)) entry.cancel();
  }

  /**
   * Starts the browser-only duties: refetching what is on screen when the listener comes back to the
   * tab, and dropping queries nobody has shown for a while. Returns the function that stops them.
   */
  mount(): () => void {
    this.collecting = true;
    for (const hash of this.entries.keys()) this.collectLater(hash);
    const onFocus = () => {
      if (document.visibilityState === 'visible') this.refetchOnFocus();
    };
    window.addEventListener('visibilitychange', onFocus);
    window.addEventListener('focus', onFocus);
    return () => {
      this.collecting = false;
      window.removeEventListener('visibilitychange', onFocus);
      window.removeEventListener('focus', onFocus);
    };
  }

  /** A component started (1) or stopped (-1) reading the query; `enabled` ones also keep it fetched. */
  observe(entry: QueryEntry, enabled: boolean, change: 1 | -1): void {
    entry.readers += change;
    if (enabled) entry.observers += change;
    if (entry.readers === 0) this.collectLater(hashKey(entry.queryKey));
  }

  entriesForSnapshot(): QueryEntry[] {
    return [...this.entries.values()];
  }

  private refetchOnFocus(): void {
    for (const entry of this.entries.values()) {
      const options = entry.options && this.defaulted(entry.options);
      if (!options || entry.observers === 0) continue;
      const rule = options.refetchOnWindowFocus;
      if (rule === 'always' || (rule === true && entry.isStale(options.staleTime))) entry.fetch(options).catch(ignore);
    }
  }

  private matching({ queryKey }: Filters): QueryEntry[] {
    return [...this.entries.values()].filter((entry) => !queryKey || keyStartsWith(entry.queryKey, queryKey));
  }

  private collectLater(hash: string): void {
    if (!this.collecting) return;
    setTimeout(() => {
      const entry = this.entries.get(hash);
      if (entry && entry.readers === 0 && !entry.isFetching) this.entries.delete(hash);
    }, UNUSED_QUERY_LIFETIME_MS);
  }
}
