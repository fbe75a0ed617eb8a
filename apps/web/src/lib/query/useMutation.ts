import { useCallback, useRef, useState, useSyncExternalStore } from 'react';
import type { QueryClient } from './client';
import type { QueryKey } from './keys';
import { MutationRegistry } from './mutationRegistry';
import { useQueryClient } from './provider';

interface Callbacks<TData, TVariables, TContext> {
  onSuccess?: (data: TData, variables: TVariables, context: TContext | undefined) => unknown;
  onError?: (error: Error, variables: TVariables, context: TContext | undefined) => unknown;
  onSettled?: (data: TData | undefined, error: Error | null, variables: TVariables, context: TContext | undefined) => unknown;
}

export interface MutationOptions<TData, TVariables, TContext> extends Callbacks<TData, TVariables, TContext> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Names the mutation for usePendingMutations. */
  mutationKey?: QueryKey;
  /** Runs first; what it returns reaches the other callbacks (to undo an optimistic change, say). */
  onMutate?: (variables: TVariables) => TContext | Promise<TContext>;
}

type Status = 'idle' | 'pending' | 'success' | 'error';

// Beside the client rather than in it: pages that change nothing never load this module.
const registries = new WeakMap<QueryClient, MutationRegistry>();

function useMutationRegistry(): MutationRegistry {
  const client = useQueryClient();
  let registry = registries.get(client);
  if (!registry) {
    registry = new MutationRegistry();
    registries.set(client, registry);
  }
  return registry;
}

/**
 * A change sent to the server. The mutation counts as under way (usePendingMutations) until its own
 * onSettled has finished, so a refetch started there keeps the item busy until it arrives. The
 * callbacks given to `mutate` run after the mutation's own.
 */
export function useMutation<TData, TVariables = void, TContext = unknown>(options: MutationOptions<TData, TVariables, TContext>) {
  const mutations = useMutationRegistry();
  const [{ status, variables: lastVariables }, setState] = useState<{ status: Status; variables?: TVariables }>({ status: 'idle' });
  const latest = useRef(options);
  latest.current = options;

  const mutateAsync = useCallback(
    async (variables: TVariables, callbacks: Callbacks<TData, TVariables, TContext> = {}): Promise<TData> => {
      const own = latest.current;
      const done = mutations.start(own.mutationKey, variables);
      setState({ status: 'pending', variables });
      let context: TContext | undefined;
      try {
        context = await own.onMutate?.(variables);
        const data = await own.mutationFn(variables);
        await own.onSuccess?.(data, variables, context);
        await own.onSettled?.(data, null, variables, context);
        done();
        setState({ status: 'success', variables });
        await callbacks.onSuccess?.(data, variables, context);
        await callbacks.onSettled?.(data, null, variables, context);
        return data;
      } catch (thrown) {
        const error = thrown as Error;
        await own.onError?.(error, variables, context);
        await own.onSettled?.(undefined, error, variables, context);
        done();
        setState({ status: 'error', variables });
        await callbacks.onError?.(error, variables, context);
        await callbacks.onSettled?.(undefined, error, variables, context);
        throw error;
      }
    },
    [mutations],
  );
  const mutate = useCallback(
    (variables: TVariables, callbacks?: Callbacks<TData, TVariables, TContext>) => void mutateAsync(variables, callbacks).catch(() => {}),
    [mutateAsync],
  );
  return { mutate, mutateAsync, status, variables: lastVariables, isPending: status === 'pending', isError: status === 'error' };
}

/** The variables of every mutation with this key that is under way, in the order they started. */
export function usePendingMutations<TVariables>(mutationKey: QueryKey): TVariables[] {
  const mutations = useMutationRegistry();
  const read = () => mutations.variables(mutationKey) as TVariables[];
  return useSyncExternalStore(mutations.subscribe, read, read);
}
