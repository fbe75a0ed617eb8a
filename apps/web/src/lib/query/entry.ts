import type { QueryKey } from './keys';
import { type QueryOptions, retryDelay, shouldRetry } from './options';

export interface QueryState<T = unknown> {
  data: T | undefined;
  /** The last fetch's error; null once a fetch succeeds or data is set. */
  error: Error | null;
  status: 'pending' | 'error' | 'success';
  fetchStatus: 'fetching' | 'idle';
  /** When the data arrived (ms since the epoch); 0 while there is none. */
  dataUpdatedAt: number;
  /** Set by invalidation: the data is stale whatever its age. */
  isInvalidated: boolean;
}

const EMPTY: QueryState<never> = { data: undefined, error: null, status: 'pending', fetchStatus: 'idle', dataUpdatedAt: 0, isInvalidated: false };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One cached query: its state (replaced, never mutated, so components can compare snapshots), the
 * components observing it, and the fetch under way. Only the newest fetch may write: cancelling or
 * restarting one leaves its answer unread.
 */
export class QueryEntry<T = unknown> {
  state: QueryState<T> = EMPTY;
  options: QueryOptions<T> | undefined;
  /** Mounted components reading this query: while there are any, it stays cached. */
  readers = 0;
  /** Those of them that are enabled: invalidation and focus refetch only what is shown. */
  observers = 0;
  private readonly listeners = new Set<() => void>();
  private current: { run: number; promise: Promise<T> } | undefined;
  private runs = 0;

  constructor(
    readonly queryKey: QueryKey,
    private readonly changed: () => void,
  ) {}

  subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  update(patch: Partial<QueryState<T>>): void {
    this.state = { ...this.state, ...patch };
    for (const listener of this.listeners) listener();
    this.changed();
  }

  setData(data: T, updatedAt = Date.now()): void {
    this.update({ data, error: null, status: 'success', dataUpdatedAt: updatedAt, isInvalidated: false });
  }

  isStale(staleTime = 0): boolean {
    const { data, isInvalidated, dataUpdatedAt } = this.state;
    return data === undefined || isInvalidated || Date.now() - dataUpdatedAt >= staleTime;
  }

  get isFetching(): boolean {
    return this.current !== undefined;
  }

  /** Joins the fetch under way, or starts one; `restart` drops the one under way for a new one. */
  fetch(options: QueryOptions<T>, restart = false): Promise<T> {
    this.options = options;
    if (this.current && !restart) return this.current.promise;
    const run = ++this.runs;
    const attempt = async (failures: number): Promise<T> => {
      try {
        return await options.queryFn();
      } catch (error) {
        if (this.current?.run !== run || !shouldRetry(options.retry, failures, error as Error)) throw error;
        await sleep(retryDelay(failures));
        return attempt(failures + 1);
      }
    };
    const promise = attempt(0).then(
      (data) => {
        if (this.finish(run)) this.setData(data);
        return data;
      },
      (error: Error) => {
        if (this.finish(run)) this.update({ error, status: 'error', fetchStatus: 'idle' });
        throw error;
      },
    );
    this.current = { run, promise };
    if (this.state.fetchStatus !== 'fetching') this.update({ fetchStatus: 'fetching' });
    return promise;
  }

  /** The fetch under way is forgotten: its answer, when it comes, changes nothing. */
  cancel(): void {
    if (!this.current) return;
    this.current = undefined;
    this.update({ fetchStatus: 'idle' });
  }

  private finish(run: number): boolean {
    if (this.current?.run !== run) return false;
    this.current = undefined;
    this.state = { ...this.state, fetchStatus: 'idle' };
    return true;
  }
}
