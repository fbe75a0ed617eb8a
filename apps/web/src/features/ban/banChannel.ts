import { CHANNEL_ENDPOINTS, type ChannelEditAction, type ChannelEditStatus } from '@earshot/contract';
import { useMutation } from '../../lib/query/useMutation';
import { useApi } from '../../api/ApiContext';

export type BanTarget = 'song' | 'artist';

interface Ban {
  channelId: string;
  target: BanTarget;
  /** The song's or the artist's id. */
  id: string;
}

/** The channel edit call's action and form field for each kind of ban (000 section 7: `o` names a track, `t` an artist). */
const CALLS: Record<BanTarget, { action: ChannelEditAction; field: 'o' | 't' }> = {
  song: { action: 'remove_track', field: 'o' },
  artist: { action: 'remove_artist', field: 't' },
};

/** Bans a song or an artist from a channel; the answer's status says whether it was done. */
export function useBanMutation() {
  const api = useApi();
  return useMutation({
    mutationFn: async ({ channelId, target, id }: Ban): Promise<ChannelEditStatus> => {
      const { action, field } = CALLS[target];
      const { status } = await api.call(CHANNEL_ENDPOINTS.edit, { params: { id: channelId, action }, body: { [field]: id, w: '1' } });
      return status;
    },
  });
}
