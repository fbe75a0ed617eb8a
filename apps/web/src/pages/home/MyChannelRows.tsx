import { LIMITS, MY_CHANNELS_TEXT } from '@earshot/contract';
import { useFavorites, useUserChannels } from '../../api/myChannels';
import { useNowPlayingChannel } from '../../features/player/store';
import { FeaturedSection } from './FeaturedSection';

/**
 * A logged-in listener's rows at the top of home (001 section 2): My Favorites when they have any,
 * and Last Heard without the channel playing now; the first 18 of each.
 */
export default function MyChannelRows() {
  const favorites = useFavorites().data?.channels ?? [];
  const history = useUserChannels().data?.user_channels ?? [];
  const playingId = useNowPlayingChannel()?.id;
  const lastHeard = history.filter((c) => c._id.$oid !== playingId);
  return (
    <>
      {favorites.length > 0 && (
        <FeaturedSection section={{ name: MY_CHANNELS_TEXT.favoritesTab, param: 'favorites', channels: favorites.slice(0, LIMITS.homeRowMax) }} />
      )}
      {lastHeard.length > 0 && (
        <FeaturedSection section={{ name: MY_CHANNELS_TEXT.lastHeard, param: 'history', channels: lastHeard.slice(0, LIMITS.homeRowMax) }} />
      )}
    </>
  );
}
