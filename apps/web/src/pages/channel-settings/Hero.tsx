import { CHANNEL_SETTINGS_TEXT, type ChannelSettingsDetails } from '@earshot/contract';
import { useClientEnv } from '../../lib/env';
import { useHydrated } from '../../lib/useHydrated';
import { ChannelHeading } from '../../features/channels/ChannelHeading';
import { openModal, preloadModal } from '../../features/modals/store';
import { usePlayerCommands } from '../../features/player/PlayerContext';
import { openRenameModal } from '../../features/rename/openRenameModal';
import { channelShareUrl } from '../../features/share/shareUrl';
import { channelStreamRef } from '../../features/streams/streamUrls';
import { FallbackImage } from '../../ui/FallbackImage';
import { PlayIcon } from '../../ui/icons';

/** The channel's art, name and description, with Play, Rename Channel (editors only) and Share. */
export function Hero({ channel, canEdit }: { channel: ChannelSettingsDetails; canEdit: boolean }) {
  const player = usePlayerCommands();
  // Disabled until the page is interactive; not `!player`: the server renders this page now, and
  // hydration would leave its disabled attribute as it is.
  const hydrated = useHydrated();
  const { siteUrl } = useClientEnv();
  const id = channel._id.$oid;
  const { name, oldid, description } = channel;
  const streamRef = channelStreamRef(channel);
  const share = () =>
    openModal('share', { url: channelShareUrl(siteUrl, id), channelName: name, channelId: id, channelDescription: description, streamRef });
  return (
    <header className="channel-hero">
      <FallbackImage className="channel-hero__art" src={channel.image} alt="" width={180} height={180} />
      <div className="channel-hero__text">
        <ChannelHeading channel={channel} />
      </div>
      <div className="channel-hero__actions">
        <button type="button" className="button button--primary" disabled={!hydrated} onClick={() => player?.play(id, { name, oldid })}>
          <PlayIcon size={18} />
          {CHANNEL_SETTINGS_TEXT.play}
        </button>
        {canEdit && (
          <button
            type="button"
            className="button button--secondary"
            onPointerEnter={() => preloadModal('rename')}
            onFocus={() => preloadModal('rename')}
            onClick={() => openRenameModal(id, name)}
          >
            {CHANNEL_SETTINGS_TEXT.rename}
          </button>
        )}
        <button
          type="button"
          className="button button--secondary"
          onPointerEnter={() => preloadModal('share')}
          onFocus={() => preloadModal('share')}
          onClick={share}
        >
          {CHANNEL_SETTINGS_TEXT.share}
        </button>
      </div>
    </header>
  );
}
