import { type ChannelListName, MOOD_ENDPOINTS, type MoodKind } from '@earshot/contract';
import { queryOptions, useQuery } from '../lib/query';
import { useApi } from './ApiContext';
import type { ApiClient } from './client';

export const moodKeys = {
  groups: (kind: MoodKind) => ['page', 'mood', kind] as const,
  list: (list: ChannelListName) => ['page', 'list', list] as const,
};

export function moodPageQuery(api: ApiClient, kind: MoodKind) {
  return queryOptions({
    queryKey: moodKeys.groups(kind),
    queryFn: () => api.call(MOOD_ENDPOINTS.moodGroups[kind]),
  });
}

export function channelListQuery(api: ApiClient, list: ChannelListName) {
  return queryOptions({
    queryKey: moodKeys.list(list),
    queryFn: () => api.call(MOOD_ENDPOINTS.channelList[list]),
  });
}

export const useMoodPage = (kind: MoodKind) => useQuery(moodPageQuery(useApi(), kind));
export const useChannelList = (list: ChannelListName) => useQuery(channelListQuery(useApi(), list));
