import { CHANNEL_SETTINGS_TEXT } from '@earshot/contract';
import { useId } from 'react';
import { ChannelTile } from '../../features/channels/ChannelTile';
import { LoadError } from '../../ui/LoadError';
import { TileGrid, TileSkeletons } from '../../ui/TileGrid';
import { useSimilarChannels } from './queries';

const PLACEHOLDERS = 6;

interface SimilarChannelsProps {
  /** The first channel the page's channel plays (000 section 7). */
  channelId: string;
  /** Channels not to suggest: the page's channel and the ones it plays already. */
  exclude: readonly string[];
}

/** 'You may also like:', channels like the one the page shows. */
export function SimilarChannels({ channelId, exclude }: SimilarChannelsProps) {
  const { data, isPending, isError, refetch } = useSimilarChannels(channelId);
  const headingId = useId();
  const channels = data?.rchannels.filter((channel) => !exclude.includes(channel._id.$oid));
  // Nothing to suggest: no heading over an empty space.
  if (channels?.length === 0) return null;
  return (
    <section className="channel-settings__section" aria-labelledby={headingId}>
      <h2 id={headingId}>{CHANNEL_SETTINGS_TEXT.similar}</h2>
      {isPending ? (
        <TileSkeletons count={PLACEHOLDERS} />
      ) : isError || !channels ? (
        <LoadError message={CHANNEL_SETTINGS_TEXT.similarFailure} onRetry={() => void refetch()} />
      ) : (
        <TileGrid>
          {channels.map((channel) => (
            <li key={channel._id.$oid}>
              <ChannelTile channel={channel} />
            </li>
          ))}
        </TileGrid>
      )}
    </section>
  );
}
