import { CHANNEL_PAGE_TEXT, type Channel } from '@earshot/contract';
import { useApi } from '../../api/ApiContext';
import { useQueryClient } from '../../api/query';
import { useHydrated } from '../../app/useHydrated';
import { PlayIcon } from '../../ui/icons';
import { usePlayerCommands } from '../player/PlayerContext';
import { useIsCurrentChannel, usePlayerStatus } from '../player/store';

interface PlayChannelButtonProps {
  channel: Channel;
  /** What the button says while the channel is not playing. */
  label: string;
  className: string;
  iconSize: number;
}

/** A page's big Play for one channel: starts it in the persistent player, and says so while it plays. */
export function PlayChannelButton({ channel, label, className, iconSize }: PlayChannelButtonProps) {
  const player = usePlayerCommands();
  const queryClient = useQueryClient();
  const api = useApi();
  const id = channel._id.$oid;
  const current = useIsCurrentChannel(id, channel.oldid);
  const status = usePlayerStatus();
  const playing = current && status === 'playing';
  // Disabled until the page is interactive. Not `!player` (null only on the server): hydration leaves
  // a server-rendered attribute as it is.
  const hydrated = useHydrated();
  const play = () => {
    const clickedAt = Date.now();
    player?.play(id, { name: channel.name, oldid: channel.oldid });
    void import('./afterChannelStart').then((next) => next.afterChannelStart(api, queryClient, clickedAt));
  };
  return (
    <button type="button" className={`button button--primary ${className}`} disabled={!hydrated} onClick={play}>
      <PlayIcon size={iconSize} />
      {playing ? CHANNEL_PAGE_TEXT.playing : label}
    </button>
  );
}
