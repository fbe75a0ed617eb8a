import type { FavoritesList, UserChannels } from '@earshot/contract';
import { useQueryClient } from '../../lib/query';
import { useIsAuthenticated } from '../../api/accounts';
import { FAVORITES_KEY, USER_CHANNELS_KEY } from '../../api/myChannelsKeys';
import { usePlayerStatus } from '../player/store';
import { AdSlot } from './AdSlot';

/**
 * The home page's video ad (001 section 2): for visitors, and for listeners with neither favorites
 * nor history (the server fetched both for the page, so it decides as the browser will). It makes
 * way while music plays.
 */
export function HomeVideoAd() {
  const authenticated = useIsAuthenticated();
  const queryClient = useQueryClient();
  const playing = usePlayerStatus() === 'playing';
  const favorites = queryClient.getQueryData<FavoritesList>(FAVORITES_KEY);
  const history = queryClient.getQueryData<UserChannels>(USER_CHANNELS_KEY);
  const newcomer = favorites?.channels.length === 0 && history?.user_channels.length === 0;
  if (playing || (authenticated && !newcomer)) return null;
  return <AdSlot slot="video" className="ad-slot--video" />;
}
