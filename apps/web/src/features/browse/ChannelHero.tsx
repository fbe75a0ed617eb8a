import { CHANNEL_PAGE_TEXT, type Channel } from '@earshot/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useHydrated } from '../../app/useHydrated';
import { FallbackImage } from '../../ui/FallbackImage';
import { PlayIcon } from '../../ui/icons';
import { usePlayerCommands } from '../player/PlayerContext';
import { useIsCurrentChannel, usePlayerStatus } from '../player/store';

/** The big channel at the top of a genre page (its featured channel) or a featured page (its first channel). */
export function ChannelHero({ channel, headingLevel = 2 }: { channel: Channel; headingLevel?: 2 | 3 }) {
  const player = usePlayerCommands();
  const queryClient = useQueryClient();
  const id = channel._id.$oid;
  const current = useIsCurrentChannel(id, channel.oldid);
  const status = usePlayerStatus();
  const playing = current && status === 'playing';
  // Disabled until the page is interactive (a server-rendered attribute stays as it is on hydration).
  const hydrated = useHydrated();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const play = () => {
    player?.play(id, { name: channel.name, oldid: channel.oldid });
    void import('../auth/launchPrompt').then((prompt) => prompt.scheduleLaunchPrompt(queryClient));
  };
  return (
    <div className="channel-hero">
      <FallbackImage className="channel-hero__art" src={channel.image} alt={CHANNEL_PAGE_TEXT.art(channel.name)} width={200} height={200} />
      <div className="channel-hero__text">
        {/* No link to the channel page: channelPath is in contract/format.ts, which the first load carries
            for truncateDescription, and importing it here would add it there (~90 bytes gzip). */}
        <Heading className="channel-hero__name">{channel.name}</Heading>
        <p className="channel-hero__description">{channel.description}</p>
        <button type="button" className="button button--primary channel-hero__play" disabled={!hydrated} onClick={play}>
          <PlayIcon size={20} />
          {playing ? CHANNEL_PAGE_TEXT.playing : `${CHANNEL_PAGE_TEXT.play} ${channel.name}`}
        </button>
      </div>
    </div>
  );
}
