import { CHANNEL_PAGE_TEXT, type Channel } from '@earshot/contract';
import { FallbackImage } from '../../ui/FallbackImage';
import { PlayChannelButton } from '../channels/PlayChannelButton';

/** The big channel at the top of a genre page (its featured channel) or a featured page (its first channel). */
export function ChannelHero({ channel, headingLevel = 2 }: { channel: Channel; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="channel-hero">
      <FallbackImage className="channel-hero__art" src={channel.image} alt={CHANNEL_PAGE_TEXT.art(channel.name)} width={200} height={200} />
      <div className="channel-hero__text">
        {/* No link to the channel page: channelPath is in contract/format.ts, which the first load carries
            for truncateDescription, and importing it here would add it there (~90 bytes gzip). */}
        <Heading className="channel-hero__name">{channel.name}</Heading>
        <p className="channel-hero__description">{channel.description}</p>
        <PlayChannelButton channel={channel} label={`${CHANNEL_PAGE_TEXT.play} ${channel.name}`} className="channel-hero__play" iconSize={20} />
      </div>
    </div>
  );
}
