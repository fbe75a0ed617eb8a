import { type Channel, LIMITS, MY_CHANNELS_TEXT } from '@earshot/contract';
import { useQueryClient } from '../../lib/query';
import { useApi } from '../../api/ApiContext';
import { ChannelTile } from '../../features/channels/ChannelTile';
import { useFavoriteState } from '../../features/my-channels/favoriteState';
import { toggleFavorite } from '../../features/my-channels/toggleFavorite';
import { TileGrid } from '../../ui/TileGrid';
import { RemovableTile } from './RemovableTile';

/** How the history tab removes a channel from the history. */
export interface HistoryRemoval {
  remove(channelId: string): void;
  removing: string[];
}

/**
 * A tile in edit mode (001 section 4): a favorite is removed from the favorites; on the history tab
 * any other channel is removed from the history, except the Five-Star channel, which stays.
 */
function EditTile({ channel, history }: { channel: Channel; history?: HistoryRemoval }) {
  const id = channel._id.$oid;
  const favorite = useFavoriteState(id);
  const api = useApi();
  const queryClient = useQueryClient();
  const { name } = channel;
  if (!history || favorite.on) {
    const remove = () => void toggleFavorite(api, queryClient, id);
    return <RemovableTile channel={channel} label={MY_CHANNELS_TEXT.removeFavorite(name)} busy={favorite.busy} onRemove={remove} />;
  }
  if (channel.oldid === LIMITS.fiveStarOldId) {
    return <RemovableTile channel={channel} label={MY_CHANNELS_TEXT.notRemovable(name)} busy={false} />;
  }
  const label = MY_CHANNELS_TEXT.removeFromHistory(name);
  return <RemovableTile channel={channel} label={label} busy={history.removing.includes(id)} onRemove={() => history.remove(id)} />;
}

/** The channels of a tab: tiles that play, or in edit mode tiles that remove. */
export function ChannelGrid({ channels, editing, history }: { channels: Channel[]; editing: boolean; history?: HistoryRemoval }) {
  return (
    <TileGrid>
      {channels.map((channel) => (
        <li key={channel._id.$oid}>{editing ? <EditTile channel={channel} history={history} /> : <ChannelTile channel={channel} />}</li>
      ))}
    </TileGrid>
  );
}
