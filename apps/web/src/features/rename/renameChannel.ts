import { CHANNEL_EDIT_TEXT, CHANNEL_ENDPOINTS } from '@earshot/contract';
import { useMutation } from '../../lib/query/useMutation';
import { useApi } from '../../api/ApiContext';

interface Rename {
  channelId: string;
  name: string;
}

/** Renames a channel (edit_channel, 000 section 7); `not_authorized` when it is someone else's. */
export function useRenameMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ channelId, name }: Rename): Promise<'ok' | 'not_authorized'> => {
      const body = { name, ratingsChannel: 'false', w: '1' } as const;
      const { status } = await api.call(CHANNEL_ENDPOINTS.edit, { params: { id: channelId, action: 'edit_channel' }, body });
      // 'limit' answers bans only: a rename answering it is a failure like any other.
      if (status === 'limit') throw new Error(CHANNEL_EDIT_TEXT.failure);
      return status;
    },
  });
}
