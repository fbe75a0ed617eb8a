import { SimilarChannelsSection } from '../../features/channels/SimilarChannelsSection';
import { useSimilarChannels } from '../../api/channelSettings';

interface SimilarChannelsProps {
  /** The first channel the page's channel plays (000 section 7). */
  channelId: string;
  /** Channels not to suggest: the page's channel and the ones it plays already. */
  exclude: readonly string[];
}

/** 'You may also like:', channels like the one the page shows, loaded on their own. */
export function SimilarChannels({ channelId, exclude }: SimilarChannelsProps) {
  const { data, isError, refetch } = useSimilarChannels(channelId);
  return (
    <SimilarChannelsSection
      channels={data?.rchannels.filter((channel) => !exclude.includes(channel._id.$oid))}
      onRetry={isError ? () => void refetch() : undefined}
      className="channel-settings__section"
    />
  );
}
