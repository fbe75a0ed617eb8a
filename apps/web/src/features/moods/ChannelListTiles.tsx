import { BROWSE_TEXT, type ChannelListName } from '@earshot/contract';
import { TileSkeletons } from '../../ui/TileGrid';
import { BrowseLoadError } from '../browse/PageStates';
import { TileList } from '../channels/TileList';
import { useChannelList } from '../../api/moods';

/** The Most Popular or Newest channels as tiles: placeholders while they load, the retry control if they fail. */
export function ChannelListTiles({ list }: { list: ChannelListName }) {
  const { data, error, refetch } = useChannelList(list);
  if (data && data.channels.length === 0) return <p className="browse-page__description">{BROWSE_TEXT.noChannels}</p>;
  if (data) return <TileList channels={data.channels} />;
  if (error) return <BrowseLoadError pageError={BROWSE_TEXT.errorFetchingPage} onRetry={refetch} />;
  return <TileSkeletons />;
}
