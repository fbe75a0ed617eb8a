export { QueryClient } from './client';
export type { QueryState } from './entry';
export { type DehydratedState, dehydrate, hydrate } from './hydration';
export type { DataTag, QueryKey } from './keys';
export { keepPreviousData, type QueryOptions, queryOptions } from './options';
export { QueryClientProvider, useQueryClient } from './provider';
export { type QueryResult, useQuery } from './useQuery';
