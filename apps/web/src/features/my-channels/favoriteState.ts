import type { FavoritesList } from '@earshot/contract';
import { FAVORITES_KEY } from '../../api/myChannelsKeys';
import { useQueryClient } from '../../lib/query';
import { useSyncExternalStore } from 'react';
import { create } from 'zustand';

// What a heart shows. Tiles are in the first download and every tile has a heart, so this module
// holds only what they read; fetching and changing favorites load lazily (api/myChannels.ts, toggleFavorite.ts).

/** Channels whose add or remove call is under way, until the refetched favorites arrive (000 section 4). */
export const useFavoriteCalls = create<{ busy: string[] }>(() => ({ busy: [] }));

/**
 * Whether a channel is a favorite and whether a change to that is under way. It reads the cached
 * favorites without observing the query: they are fetched where they are needed (MyChannelsSync,
 * the home loader, My Channels), and a heart only follows them.
 */
export function useFavoriteState(channelId: string): { on: boolean; busy: boolean } {
  const queryClient = useQueryClient();
  const isFavorite = () =>
    queryClient.getQueryData<FavoritesList>(FAVORITES_KEY)?.channels.some((c) => c._id.$oid === channelId) === true;
  const on = useSyncExternalStore((changed) => queryClient.getQueryCache().subscribe(changed), isFavorite, isFavorite);
  return { on, busy: useFavoriteCalls((s) => s.busy.includes(channelId)) };
}
