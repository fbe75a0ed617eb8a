import { CHANNEL_EDIT_TEXT, type ChannelEditStatus, channelEditPath } from '@earshot/contract';
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
      const form = { name, ratingsChannel: 'false', w: 1 };
      const { status } = await api.postForm<{ status: ChannelEditStatus }>(channelEditPath(channelId, 'edit_channel'), form);
      // 'limit' answers bans only: a rename answering it is a failure like any other.
      if (status === 'limit') throw new Error(CHANNEL_EDIT_TEXT.failure);
      return status;
    },
  });
}
