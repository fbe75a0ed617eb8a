import {
  type ChannelCheck,
  type ChannelSettingsDetails,
  type SimilarChannels,
  channelCheckPath,
  channelDetailsPath,
  similarChannelsPath,
} from '@earshot/contract';
import { useQuery } from '../../api/query';
import { useApi } from '../../api/ApiContext';
import { useUser } from '../../features/auth/queries';
import { channelSettingsKeys } from '../../features/channels/channelSettingsKeys';

/** May the visitor see this channel's page, and change the channel (000 section 6). */
export function useChannelCheck(channelId: string) {
  const api = useApi();
  const userId = useUser().unique_id;
  return useQuery({
    queryKey: channelSettingsKeys.check(channelId, userId),
    queryFn: () => api.get<ChannelCheck>(channelCheckPath(channelId)),
  });
}

/** The channel with its bans and included channels; asked for only once the check lets the visitor in. */
export function useChannelDetails(channelId: string, enabled: boolean) {
  const api = useApi();
  const userId = useUser().unique_id;
  return useQuery({
    queryKey: channelSettingsKeys.details(channelId, userId),
    queryFn: () => api.get<ChannelSettingsDetails>(channelDetailsPath(channelId)),
    enabled,
  });
}

/** 'You may also like:' for a channel. */
export function useSimilarChannels(channelId: string) {
  const api = useApi();
  return useQuery({
    queryKey: channelSettingsKeys.similar(channelId),
    queryFn: () => api.get<SimilarChannels>(similarChannelsPath(channelId)),
  });
}
