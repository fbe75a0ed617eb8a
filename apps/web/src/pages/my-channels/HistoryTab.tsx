import { MY_CHANNELS_TEXT } from '@earshot/contract';
import { useId } from 'react';
import { Link } from 'react-router';
import { ChannelTile } from '../../features/channels/ChannelTile';
import { useFavorites, useUserChannels } from '../../api/myChannels';
import { TileGrid } from '../../ui/TileGrid';
import { ChannelGrid } from './ChannelGrid';
import { useHistoryRemovals, useRemoveFromHistory } from './historyRemoval';
import { ListStates } from './ListStates';

export function HistoryTab({ editing }: { editing: boolean }) {
  const query = useUserChannels();
  // Edit mode treats favorites apart, so the list waits for them too.
  const favoritesPending = useFavorites().isPending;
  const removal = useRemoveFromHistory();
  const history = { remove: (channelId: string) => removal.mutate(channelId), removing: useHistoryRemovals() };
  const relatedId = useId();
  const related = query.data?.related ?? [];
  return (
    <>
      <p className="my-channels__song-history">
        <Link to="/track-history/">{MY_CHANNELS_TEXT.songHistoryLink}</Link>
      </p>
      <ListStates query={{ ...query, isPending: query.isPending || favoritesPending }} items={(data) => data.user_channels} empty={MY_CHANNELS_TEXT.historyEmpty}>
        {(data) => <ChannelGrid channels={data.user_channels} editing={editing} history={history} />}
      </ListStates>
      {related.length > 0 && (
        <section className="my-channels__related" aria-labelledby={relatedId}>
          <h2 id={relatedId}>{MY_CHANNELS_TEXT.related}</h2>
          <TileGrid>
            {related.map((channel) => (
              <li key={channel._id.$oid}>
                <ChannelTile channel={channel} />
              </li>
            ))}
          </TileGrid>
        </section>
      )}
    </>
  );
}
