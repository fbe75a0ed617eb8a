import { CHANNEL_PAGE_TEXT, type Channel } from '@earshot/contract';
import { useId } from 'react';
import { LoadError } from '../../ui/LoadError';
import { TileGrid, TileSkeletons } from '../../ui/TileGrid';
import { ChannelTile } from './ChannelTile';

const PLACEHOLDERS = 6;

interface SimilarChannelsSectionProps {
  /** Undefined while they load, or when loading them failed (then `onRetry` is set). */
  channels: readonly Channel[] | undefined;
  /** Loading them failed: the section offers to try again. */
  onRetry?: () => void;
  /** The page's section style. */
  className: string;
}

/**
 * 'You may also like:' on the channel page and the channel settings page: tiles that play the
 * channel, placeholders while they load, a retry when they could not be loaded.
 */
export function SimilarChannelsSection({ channels, onRetry, className }: SimilarChannelsSectionProps) {
  const headingId = useId();
  // Nothing to suggest: no heading over an empty space.
  if (channels?.length === 0) return null;
  return (
    <section className={className} aria-labelledby={headingId}>
      <h2 id={headingId}>{CHANNEL_PAGE_TEXT.similar}</h2>
      {channels ? (
        <TileGrid>
          {channels.map((channel) => (
            <li key={channel._id.$oid}>
              <ChannelTile channel={channel} />
            </li>
          ))}
        </TileGrid>
      ) : onRetry ? (
        <LoadError message={CHANNEL_PAGE_TEXT.similarFailure} onRetry={onRetry} />
      ) : (
        <TileSkeletons count={PLACEHOLDERS} />
      )}
    </section>
  );
}
