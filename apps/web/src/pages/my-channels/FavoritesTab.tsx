import { MY_CHANNELS_TEXT } from '@earshot/contract';
import { useFavorites } from '../../api/myChannels';
import { ChannelGrid } from './ChannelGrid';
import { ListStates } from './ListStates';

export function FavoritesTab({ editing }: { editing: boolean }) {
  return (
    <ListStates query={useFavorites()} items={(list) => list.channels} empty={MY_CHANNELS_TEXT.favoritesEmpty}>
      {(list) => <ChannelGrid channels={list.channels} editing={editing} />}
    </ListStates>
  );
}
