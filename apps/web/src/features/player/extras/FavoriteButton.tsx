import { FAVORITE_TEXT, PLAYER_TEXT } from '@earshot/contract';
import { useQueryClient } from '../../../lib/query';
import { useApi } from '../../../api/ApiContext';
import { HeartIcon } from '../../../ui/icons';
import { useIsAuthenticated } from '../../../api/accounts';
import { preloadModal } from '../../modals/store';
import { useFavoriteState } from '../../my-channels/favoriteState';
import { toggleFavorite } from '../../my-channels/toggleFavorite';
import { useNowPlayingChannel } from '../store';

/** The player's heart: adds the channel in the player to the favorites or removes it (anonymous listeners are asked to log in). */
export function FavoriteButton({ disabled }: { disabled: boolean }) {
  const channel = useNowPlayingChannel();
  const { on, busy } = useFavoriteState(channel?.id ?? '');
  const authenticated = useIsAuthenticated();
  const api = useApi();
  const queryClient = useQueryClient();
  const preload = () => !authenticated && preloadModal('login');
  return (
    <button
      type="button"
      className="player-button player-button--favorite"
      aria-label={PLAYER_TEXT.favorite}
      title={on ? FAVORITE_TEXT.remove : FAVORITE_TEXT.add}
      aria-pressed={on}
      aria-busy={busy}
      disabled={disabled || !channel}
      onPointerEnter={preload}
      onFocus={preload}
      onClick={() => channel && void toggleFavorite(api, queryClient, channel.id)}
    >
      <HeartIcon />
    </button>
  );
}
