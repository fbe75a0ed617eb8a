import { BLEND_BADGE, type Channel, isBlend } from '@earshot/contract';
import './channel-heading.css';

/** A channel page's title block: the Blend badge for a blend, the name, the description. */
export function ChannelHeading({ channel }: { channel: Pick<Channel, 'name' | 'description' | 'added_channels_names'> }) {
  return (
    <>
      {isBlend(channel) && <p className="channel-heading__badge">{BLEND_BADGE}</p>}
      <h1 className="channel-heading__name">{channel.name}</h1>
      {channel.description && <p className="channel-heading__description">{channel.description}</p>}
    </>
  );
}
