import { CHANNEL_ENDPOINTS, type Channel, type ChannelSettingsDetails } from '@earshot/contract';
import { queryOptions, useQuery } from '../lib/query';
import { useApi } from './ApiContext';
import type { ApiClient } from './client';

export const channelKeys = {
  all: ['channel'] as const,
  channel: (channelRef: string) => ['channel', channelRef] as const,
  /** The channel page's data (channelPageQuery.ts): under `all`, so whatever changes a channel refreshes it too. */
  page: (channelRef: string) => ['channel', 'page', channelRef] as const,
};

/**
 * A channel by object id or legacy id, as the visitor gets it (a curated channel they have their own
 * copy of answers with the copy); anyone may ask for a user channel or a blend. Asked with
 * `details=true`: without it the answer lists the tracks of every channel a blend plays (thousands),
 * which nothing here shows. The details' bans and included channels are dropped too, so that a
 * server-rendered page does not carry them in its state.
 */
export function channelQuery(api: ApiClient, channelRef: string) {
  return queryOptions({
    queryKey: channelKeys.channel(channelRef),
    queryFn: async (): Promise<Channel> => {
      const details = await channelDetails(api, channelRef);
      const { removed_artists: _artists, removed_tracks: _tracks, included_channels: _included, ...channel } = details;
      return channel;
    },
  });
}

/** The channel call with `details=true`, which answers with the details (bans and included channels) rather than the tracks. */
export const channelDetails = (api: ApiClient, channelRef: string) =>
  api.call(CHANNEL_ENDPOINTS.channel, { params: { id: channelRef }, query: { details: 'true' } }) as Promise<ChannelSettingsDetails>;

/** The channel's data; nothing while `channelRef` is null. */
export function useChannel(channelRef: string | null) {
  const api = useApi();
  return useQuery({ ...channelQuery(api, channelRef ?? ''), enabled: channelRef !== null });
}
