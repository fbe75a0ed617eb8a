import { MY_CHANNELS_ENDPOINTS, MY_CHANNELS_TEXT } from '@earshot/contract';
import { useQueryClient } from '../../lib/query';
import { useMutation, usePendingMutations } from '../../lib/query/useMutation';
import { useApi } from '../../api/ApiContext';
import { toast } from '../../features/toasts/store';
import { userChannelsQuery } from '../../api/myChannels';

const REMOVE_FROM_HISTORY = ['removeFromHistory'];

/**
 * Removes a channel from the listener's history (DELETE /c/m/json/channel/{id}/). Success or not,
 * the history is refetched, and the removal counts as under way until it has arrived.
 */
export function useRemoveFromHistory() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: REMOVE_FROM_HISTORY,
    mutationFn: (channelId: string) => api.call(MY_CHANNELS_ENDPOINTS.removeHistoryEntry, { params: { id: channelId } }),
    onSuccess: () => toast({ kind: 'success', message: MY_CHANNELS_TEXT.removedFromHistory }),
    onError: (error) => toast({ kind: 'error', title: MY_CHANNELS_TEXT.removeFromHistoryFailure, message: error.message }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: userChannelsQuery(api).queryKey }),
  });
}

/** The channels whose removal from the history is under way. */
export function useHistoryRemovals(): string[] {
  return usePendingMutations<string>(REMOVE_FROM_HISTORY);
}
