import { BLEND_BADGE, type Channel, isBlend } from '@earshot/contract';
import { useApi } from '../../api/ApiContext';
import { useQueryClient } from '../../api/query';
import { Tile } from '../../ui/Tile';
import { FavoriteTileButton } from '../my-channels/FavoriteTileButton';
import { usePlayerCommands } from '../player/PlayerContext';
import { useIsChannelOn } from '../player/store';
import { tileChannel } from './tileChannel';

/** A channel tile that starts the channel in the persistent player, with its favorite heart; a blend says so. */
export function ChannelTile({ channel }: { channel: Channel }) {
  const player = usePlayerCommands();
  // A channel that failed to start is not playing: its tile offers Play again, which tries again.
  const active = useIsChannelOn(channel._id.$oid, channel.oldid);
  const queryClient = useQueryClient();
  const api = useApi();
  return (
    <Tile
      name={channel.name}
      description={channel.description}
      image={channel.image}
      active={active}
      badge={isBlend(channel) ? BLEND_BADGE : undefined}
      channel={tileChannel(channel)}
      onSelect={() => {
        const clickedAt = Date.now();
        player?.play(channel._id.$oid, { name: channel.name, oldid: channel.oldid });
        // Not needed before the first channel starts, so not in the first download.
        void import('./afterChannelStart').then((next) => next.afterChannelStart(api, queryClient, clickedAt));
      }}
      action={<FavoriteTileButton id={channel._id.$oid} name={channel.name} />}
    />
  );
}
