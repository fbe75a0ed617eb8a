import { useQueryClient } from '../../lib/query';
import { useApi } from '../../api/ApiContext';
import { HeartIcon } from '../../ui/icons';
import { useFavoriteState } from './favoriteState';

/** The heart on a channel tile: adds or removes the favorite; the code doing that loads on the first press. */
export function FavoriteTileButton({ id, name }: { id: string; name: string }) {
  const { on, busy } = useFavoriteState(id);
  const api = useApi();
  const queryClient = useQueryClient();
  return (
    <button
      type="button"
      className="tile__favorite"
      aria-label={`Favorite ${name}`}
      aria-pressed={on}
      aria-busy={busy}
      onClick={() => void import('./toggleFavorite').then((m) => m.toggleFavorite(api, queryClient, id))}
    >
      <HeartIcon size={18} />
    </button>
  );
}
