import { type Channel, LIMITS } from '@earshot/contract';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { TileGrid } from '../../ui/TileGrid';
import { ChannelTile } from './ChannelTile';

/** How far below the viewport the 46th tile may be when the rest are added. */
const EXPAND_MARGIN = '400px 0px';

/**
 * A long list of channel tiles (001 section 4): the first 48, then all of them once the visitor
 * scrolls near the 46th (or tabs to it). The server and hydration render the first 48 alike.
 * `leading` goes first in the grid (the Surprise Me tile), as one more list item.
 */
export function TileList({ channels, leading }: { channels: Channel[]; leading?: ReactNode }) {
  const [all, setAll] = useState(false);
  const markerRef = useRef<HTMLLIElement>(null);
  const long = channels.length > LIMITS.tileListInitial;

  useEffect(() => {
    const marker = markerRef.current;
    if (all || !long || !marker) return;
    if (typeof IntersectionObserver === 'undefined') {
      setAll(true);
      return;
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) setAll(true);
    }, { rootMargin: EXPAND_MARGIN });
    observer.observe(marker);
    return () => observer.disconnect();
  }, [all, long]);

  const shown = all ? channels : channels.slice(0, LIMITS.tileListInitial);
  const markerIndex = LIMITS.tileListExpandAt - 1;
  return (
    <TileGrid>
      {leading}
      {shown.map((channel, i) => (
        <li key={channel._id.$oid} ref={i === markerIndex ? markerRef : undefined}>
          <ChannelTile channel={channel} />
        </li>
      ))}
    </TileGrid>
  );
}
