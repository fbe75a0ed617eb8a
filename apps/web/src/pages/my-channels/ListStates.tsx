import { MY_CHANNELS_TEXT } from '@earshot/contract';
import type { ReactNode } from 'react';
import { LoadError } from '../../ui/LoadError';
import { TileSkeletons } from '../../ui/TileGrid';

interface ListStatesProps<T> {
  query: { data: T | undefined; isPending: boolean; isError: boolean; refetch(): unknown };
  /** The list's channels, from the loaded data. */
  items(data: T): unknown[];
  empty: string;
  children(data: T): ReactNode;
}

/** Placeholders while a list loads, the error with Retry, the empty text, or the list. */
export function ListStates<T>({ query, items, empty, children }: ListStatesProps<T>) {
  if (query.isPending) return <TileSkeletons />;
  if (query.isError || !query.data) return <LoadError message={MY_CHANNELS_TEXT.loadFailure} onRetry={() => void query.refetch()} />;
  if (items(query.data).length === 0) return <p className="my-channels__empty">{empty}</p>;
  return children(query.data);
}
