import { BLEND_BADGE, type Channel, isBlend } from '@earshot/contract';
import { Tile } from '../../ui/Tile';
import { FavoriteTileButton } from '../my-channels/FavoriteTileButton';
import { useIsChannelOn } from '../player/store';
import { tileChannel } from './tileChannel';
import { useStartChannel } from './useStartChannel';

/** A channel tile that starts the channel in the persistent player, with its favorite heart; a blend says so. */
export function ChannelTile({ channel }: { channel: Channel }) {
  const startChannel = useStartChannel();
  // A channel that failed to start is not playing: its tile offers Play again, which tries again.
  const active = useIsChannelOn(channel._id.$oid, channel.oldid);
  return (
    <Tile
      name={channel.name}
      description={channel.description}
      image={channel.image}
      active={active}
      badge={isBlend(channel) ? BLEND_BADGE : undefined}
      channel={tileChannel(channel)}
      onSelect={() => startChannel(channel)}
      action={<FavoriteTileButton id={channel._id.$oid} name={channel.name} />}
    />
  );
}
