import { PLAYER_TEXT } from '@earshot/contract';
import { useClientEnv } from '../../../lib/env';
import { BlendButton } from '../../blend/BlendButton';
import { BlendBar } from '../../blend/BlendBar';
import { useChannel } from '../../../api/channels';
import { openModal, preloadModal } from '../../modals/store';
import { channelShareUrl } from '../../share/shareUrl';
import { channelStreamRef } from '../../streams/streamUrls';
import { useIsFiveStarChannel, useNowPlayingChannel, useNowPlayingType } from '../store';
import { FavoriteButton } from './FavoriteButton';
import { ShareIcon } from './icons';

function ShareButton({ disabled }: { disabled: boolean }) {
  const channel = useNowPlayingChannel();
  const details = useChannel(channel?.id ?? null).data;
  const fiveStar = useIsFiveStarChannel();
  const { siteUrl } = useClientEnv();
  const share = () => {
    if (!channel) return;
    // Until the channel's details arrive its id names its stream: the server takes a channel's id too.
    const streamRef = fiveStar ? null : details ? channelStreamRef(details) : channel.id;
    openModal('share', {
      url: channelShareUrl(siteUrl, channel.id),
      channelName: channel.name,
      channelId: channel.id,
      channelDescription: details?.description ?? '',
      streamRef,
    });
  };
  return (
    <button
      type="button"
      className="player-button"
      aria-label={PLAYER_TEXT.share}
      title={PLAYER_TEXT.share}
      disabled={disabled || !channel?.name}
      onPointerEnter={() => preloadModal('share')}
      onFocus={() => preloadModal('share')}
      onClick={share}
    >
      <ShareIcon />
    </button>
  );
}

/** What a listener can do with the channel itself: favorite it, blend it, share it. Not during a station id. */
export function ChannelActions() {
  const disabled = useNowPlayingType() === 'sweeper';
  return (
    <fieldset className="channel-actions" aria-label={PLAYER_TEXT.channelActions}>
      <FavoriteButton disabled={disabled} />
      <BlendButton disabled={disabled} />
      <ShareButton disabled={disabled} />
      <BlendBar />
    </fieldset>
  );
}
