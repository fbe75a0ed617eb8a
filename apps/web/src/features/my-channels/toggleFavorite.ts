import { FAVORITE_TEXT, type FavoritesList, LOG_IN_PROMPTS, MY_CHANNELS_ENDPOINTS, type UserStats } from '@earshot/contract';
import type { QueryClient } from '../../lib/query';
import type { ApiClient } from '../../api/client';
import { authKeys } from '../../api/accounts';
import { openModal } from '../modals/store';
import { toast } from '../toasts/store';
import { useFavoriteCalls } from './favoriteState';
import { favoritesQuery } from '../../api/myChannels';

const setBusy = (channelId: string, busy: boolean) =>
  useFavoriteCalls.setState((s) => ({ busy: busy ? [...s.busy, channelId] : s.busy.filter((id) => id !== channelId) }));

const isFavorite = (list: FavoritesList, channelId: string) => list.channels.some((c) => c._id.$oid === channelId);

/**
 * The heart, in the player or on a tile: anonymous listeners are asked to log in; otherwise the
 * channel is added to the favorites, or removed if it is one. The heart stays busy until the
 * refetched favorites arrive, so it never shows what the server has not confirmed (000 section 4).
 */
export async function toggleFavorite(api: ApiClient, queryClient: QueryClient, channelId: string): Promise<void> {
  if (!queryClient.getQueryData<UserStats>(authKeys.user)?.is_authenticated) {
    return openModal('login', { message: LOG_IN_PROMPTS.favorite });
  }
  if (useFavoriteCalls.getState().busy.includes(channelId)) return;
  setBusy(channelId, true);
  let remove = false;
  try {
    remove = isFavorite(await queryClient.ensureQueryData(favoritesQuery(api)), channelId);
    await api.call(remove ? MY_CHANNELS_ENDPOINTS.removeFavorite : MY_CHANNELS_ENDPOINTS.addFavorite, { body: { c: channelId } });
    toast({ kind: 'success', message: remove ? FAVORITE_TEXT.removed : FAVORITE_TEXT.added });
  } catch (error) {
    toast({ kind: 'error', title: remove ? FAVORITE_TEXT.removeFailure : FAVORITE_TEXT.addFailure, message: (error as Error).message });
  }
  // After every call, whatever its outcome.
  await queryClient.fetchQuery({ ...favoritesQuery(api), staleTime: 0 }).catch(() => {});
  setBusy(channelId, false);
}
