import { type HomeSection, LIMITS, UI_TEXT } from '@earshot/contract';
import { useId, useRef, useState } from 'react';
import { ChannelTile } from '../../features/channels/ChannelTile';
import { TileGrid } from '../../ui/TileGrid';
import { useTilesPerRow } from './useTilesPerRow';

const MOST_POPULAR = 'mostpopular';

/** One home row: the first tiles (12 for Most Popular, a row's worth up to 7 otherwise) and a toggle for the rest. */
export function FeaturedSection({ section }: { section: HomeSection }) {
  const gridRef = useRef<HTMLDivElement>(null);
  const perRow = useTilesPerRow(gridRef);
  const [expanded, setExpanded] = useState(false);
  const headingId = useId();
  const gridId = useId();
  const collapsedCount = section.param === MOST_POPULAR ? LIMITS.mostPopularTiles : perRow;
  const channels = expanded ? section.channels : section.channels.slice(0, collapsedCount);

  return (
    <section className="feature-section" aria-labelledby={headingId}>
      <div className="feature-section__head">
        <h2 id={headingId} className="feature-section__title">
          {section.name}
        </h2>
        {section.channels.length > collapsedCount && (
          <button
            type="button"
            className="text-button"
            aria-expanded={expanded}
            aria-controls={gridId}
            onClick={() => setExpanded(!expanded)}
          >
            {expanded ? UI_TEXT.showLess : UI_TEXT.showMore}
          </button>
        )}
      </div>
      <div ref={gridRef} id={gridId}>
        <TileGrid>
          {channels.map((channel) => (
            <li key={channel._id.$oid}>
              <ChannelTile channel={channel} />
            </li>
          ))}
        </TileGrid>
      </div>
    </section>
  );
}
