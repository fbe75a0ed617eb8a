import { CHANNEL_ENDPOINTS } from '@earshot/contract';
import { queryOptions, useQuery } from '../lib/query';
import type { ApiClient } from './client';
import { channelDetails } from './channels';
import { useApi } from './ApiContext';
import { useUser } from './accounts';
import { channelSettingsKeys } from './channelSettingsKeys';

/** May the visitor see this channel's page, and change the channel (000 section 6). Keyed by the visitor. */
export function channelCheckQuery(api: ApiClient, channelId: string, userId: string | null) {
  return queryOptions({
    queryKey: channelSettingsKeys.check(channelId, userId),
    queryFn: () => api.call(CHANNEL_ENDPOINTS.check, { params: { id: channelId } }),
  });
}

/** The channel with its bans and included channels. Keyed by the visitor. */
export function channelDetailsQuery(api: ApiClient, channelId: string, userId: string | null) {
  return queryOptions({
    queryKey: channelSettingsKeys.details(channelId, userId),
    queryFn: () => channelDetails(api, channelId),
  });
}

export function useChannelCheck(channelId: string) {
  return useQuery(channelCheckQuery(useApi(), channelId, useUser().unique_id));
}

/** Asked for only once the check lets the visitor in. */
export function useChannelDetails(channelId: string, enabled: boolean) {
  return useQuery({ ...channelDetailsQuery(useApi(), channelId, useUser().unique_id), enabled });
}

/** 'You may also like:' for a channel. */
export function useSimilarChannels(channelId: string) {
  const api = useApi();
  return useQuery({
    queryKey: channelSettingsKeys.similar(channelId),
    queryFn: () => api.call(CHANNEL_ENDPOINTS.similar, { params: { id: channelId } }),
  });
}
