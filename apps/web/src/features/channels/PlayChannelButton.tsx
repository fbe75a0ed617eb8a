import { CHANNEL_PAGE_TEXT, type Channel } from '@earshot/contract';
import { useHydrated } from '../../lib/useHydrated';
import { PlayIcon } from '../../ui/icons';
import { useIsCurrentChannel, usePlayerStatus } from '../player/store';
import { useStartChannel } from './useStartChannel';

interface PlayChannelButtonProps {
  channel: Channel;
  /** What the button says while the channel is not playing. */
  label: string;
  className: string;
  iconSize: number;
}

/** A page's big Play for one channel: starts it in the persistent player, and says so while it plays. */
export function PlayChannelButton({ channel, label, className, iconSize }: PlayChannelButtonProps) {
  const startChannel = useStartChannel();
  const id = channel._id.$oid;
  const current = useIsCurrentChannel(id, channel.oldid);
  const status = usePlayerStatus();
  const playing = current && status === 'playing';
  // Disabled until the page is interactive. Not by the player's absence (it is missing only on the
  // server): hydration leaves a server-rendered attribute as it is.
  const hydrated = useHydrated();
  return (
    <button type="button" className={`button button--primary ${className}`} disabled={!hydrated} onClick={() => startChannel(channel)}>
      <PlayIcon size={iconSize} />
      {playing ? CHANNEL_PAGE_TEXT.playing : label}
    </button>
  );
}
