import { CHANNEL_ENDPOINTS } from '@earshot/contract';
import { queryOptions, useQuery } from '../lib/query';
import type { ApiClient } from './client';
import { channelDetails } from './channels';
import { useApi } from './ApiContext';
import { useUser } from './accounts';

const ROOT = 'channelSettings';

/**
 * The channel settings page's queries. Check and details are keyed by the visitor too, since logging
 * in or out changes their answers.
 */
export const channelSettingsKeys = {
  check: (channelId: string, userId: string | null) => [ROOT, 'check', channelId, userId] as const,
  details: (channelId: string, userId: string | null) => [ROOT, 'details', channelId, userId] as const,
  /**
   * Every channel's details. The page is addressed by whatever id the link carried (a curated
   * channel's id shows the listener's own copy of it), so a rename refreshes them all rather than
   * guessing which addresses show the renamed channel.
   */
  allDetails: [ROOT, 'details'] as const,
  similar: (channelId: string) => [ROOT, 'similar', channelId] as const,
};

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
