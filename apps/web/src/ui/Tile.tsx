import { truncateDescription } from '@earshot/contract';
import { type ReactNode, useId } from 'react';
import { FallbackImage } from './FallbackImage';
import { PlayIcon } from './icons';
import './tile.css';

export interface TileProps {
  name: string;
  description: string;
  image: string;
  /** The channel is the one in the player. */
  active?: boolean;
  onSelect(): void;
  /** A control of its own over the art (the favorite heart): the tile itself is one button. */
  action?: ReactNode;
  /** A word before the description ('Blend'), announced with it. */
  badge?: string;
  /** What code outside React reads from the tile (`data-channel`): see features/channels/tileChannel.ts. */
  channel?: string;
}

/** A square-art channel tile; pressing it (click, Enter or Space) selects the channel. */
export function Tile({ name, description, image, active = false, onSelect, action, badge, channel }: TileProps) {
  const descriptionId = useId();
  return (
    <div className="tile-frame">
      <button
        type="button"
        className={active ? 'tile tile--active' : 'tile'}
        aria-label={active ? `${name}, now playing` : `Play ${name}`}
        aria-describedby={descriptionId}
        data-channel={channel}
        onClick={onSelect}
      >
        <span className="tile__art">
          <FallbackImage src={image} alt={`${name} channel art`} width={147} height={147} loading="lazy" decoding="async" />
          <span className="tile__play" aria-hidden="true">
            <PlayIcon size={22} />
          </span>
          {active && <span className="tile__badge">Now playing</span>}
        </span>
        <span className="tile__name">{name}</span>
        <span className="tile__description" id={descriptionId}>
          {badge && <span className="tile__kind">{badge} </span>}
          {truncateDescription(description)}
        </span>
      </button>
      {action}
    </div>
  );
}
