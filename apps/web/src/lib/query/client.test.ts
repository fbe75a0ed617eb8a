import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryClient } from './client';
import { dehydrate, hydrate } from './hydration';
import { queryOptions } from './options';

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: Error) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

const channels = (fn: () => Promise<string[]>, staleTime?: number) => queryOptions({ queryKey: ['channels', 'jazz'], queryFn: fn, staleTime });

afterEach(() => vi.useRealTimers());

describe('QueryClient', () => {
  it('fetches once for callers that ask at the same time, and serves fresh data from the cache', async () => {
    const fn = vi.fn(async () => ['a']);
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const [first, second] = await Promise.all([client.fetchQuery(channels(fn)), client.fetchQuery(channels(fn))]);
    expect([first, second]).toEqual([['a'], ['a']]);
    expect(await client.fetchQuery(channels(fn))).toEqual(['a']);
    expect(fn).toHaveBeenCalledTimes(1);
  });

  it('fetches again once the data is stale', async () => {
    vi.useFakeTimers();
    const fn = vi.fn(async () => ['a']);
    const client = new QueryClient();
    await client.fetchQuery(channels(fn, 1000));
    vi.advanceTimersByTime(999);
    await client.fetchQuery(channels(fn, 1000));
    vi.advanceTimersByTime(1);
    await client.fetchQuery(channels(fn, 1000));
    expect(fn).toHaveBeenCalledTimes(2);
  });

  it('retries failures by its rule, then keeps the error in the state; prefetch never rejects', async () => {
    vi.useFakeTimers();
    const fn = vi.fn(async (): Promise<string[]> => {
      throw new Error('down');
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: (failures) => failures < 2 } } });
    const done = client.prefetchQuery(channels(fn));
    await vi.runAllTimersAsync();
    await done;
    expect(fn).toHaveBeenCalledTimes(3);
    expect(client.getQueryState(['channels', 'jazz'])).toMatchObject({ status: 'error', error: new Error('down'), fetchStatus: 'idle' });
  });

  it('lets a cancelled answer change nothing, so data set meanwhile stays', async () => {
    const answer = deferred<string[]>();
    const client = new QueryClient();
    const options = channels(() => answer.promise);
    const fetching = client.fetchQuery(options);
    expect(client.getQueryState(options.queryKey)?.fetchStatus).toBe('fetching');
    await client.cancelQueries({ queryKey: ['channels'] });
    client.setQueryData(options.queryKey, ['mine']);
    answer.resolve(['old']);
    await fetching;
    expect(client.getQueryData(options.queryKey)).toEqual(['mine']);
    expect(client.getQueryState(options.queryKey)?.fetchStatus).toBe('idle');
  });

  it('invalidates by key prefix: matching queries go stale, others stay fresh', async () => {
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    client.setQueryData(['channel', '1'], 'one');
    client.setQueryData(['channel', '2'], 'two');
    client.setQueryData(['genres'], 'genres');
    await client.invalidateQueries({ queryKey: ['channel'] });
    expect(client.getQueryState(['channel', '1'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['channel', '2'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(['genres'])?.isInvalidated).toBe(false);
    const fn = vi.fn(async () => 'fresh');
    expect(await client.fetchQuery({ queryKey: ['channel', '1'], queryFn: fn })).toBe('fresh');
  });

  it('keeps what an updater returns and ignores an updater that returns nothing', () => {
    const client = new QueryClient();
    client.setQueryData<number>(['count'], 1);
    client.setQueryData<number>(['count'], (n) => (n ?? 0) + 1);
    client.setQueryData<number>(['count'], () => undefined);
    expect(client.getQueryData(['count'])).toBe(2);
  });

  it('returns cached data however old from ensureQueryData', async () => {
    const client = new QueryClient();
    client.setQueryData(['channels', 'jazz'], ['cached']);
    const fn = vi.fn(async () => ['fetched']);
    expect(await client.ensureQueryData(channels(fn, 0))).toEqual(['cached']);
    expect(fn).not.toHaveBeenCalled();
  });

  it('tells cache subscribers about every change', () => {
    const client = new QueryClient();
    const changed = vi.fn();
    const stop = client.getQueryCache().subscribe(changed);
    client.setQueryData(['a'], 1);
    stop();
    client.setQueryData(['a'], 2);
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it('matches keys whatever the order of their objects’ fields', () => {
    const client = new QueryClient();
    client.setQueryData(['search', { q: 'jazz', page: 1 }], 'results');
    expect(client.getQueryData(['search', { page: 1, q: 'jazz' }])).toBe('results');
  });
});

describe('dehydrate and hydrate', () => {
  it('carry successful queries to another client, not failed ones, and never overwrite newer data', async () => {
    const server = new QueryClient();
    server.setQueryData(['genres'], ['jazz']);
    await server.prefetchQuery({ queryKey: ['broken'], queryFn: () => Promise.reject(new Error('no')) });
    const state = JSON.parse(JSON.stringify(dehydrate(server)));
    expect(state.queries.map((q: { queryKey: unknown }) => q.queryKey)).toEqual([['genres']]);

    const browser = new QueryClient();
    hydrate(browser, state);
    expect(browser.getQueryData(['genres'])).toEqual(['jazz']);
    browser.setQueryData(['genres'], ['newer']);
    hydrate(browser, { queries: [{ queryKey: ['genres'], data: ['older'], dataUpdatedAt: 1 }] });
    expect(browser.getQueryData(['genres'])).toEqual(['newer']);
  });
});
