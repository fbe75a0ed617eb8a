import { BLEND_BADGE, type Channel, isBlend, truncateDescription } from '@earshot/contract';
import { FallbackImage } from '../../ui/FallbackImage';
import { CloseIcon } from '../../ui/icons';

interface RemovableTileProps {
  channel: Channel;
  /** What pressing it removes, for screen readers: 'Remove Smooth Jazz from your history'. */
  label: string;
  /** Its removal is under way. */
  busy: boolean;
  /** Absent for a channel that cannot be removed (the Five-Star channel from the history). */
  onRemove?: () => void;
}

/** A channel tile in edit mode: pressing it removes the channel from the list instead of playing it. */
export function RemovableTile({ channel, label, busy, onRemove }: RemovableTileProps) {
  return (
    <button
      type="button"
      className="tile tile--removable"
      aria-label={label}
      aria-busy={busy}
      disabled={!onRemove}
      onClick={() => !busy && onRemove?.()}
    >
      <span className="tile__art">
        <FallbackImage src={channel.image} alt="" width={147} height={147} loading="lazy" decoding="async" />
        {onRemove && (
          <span className="tile__remove" aria-hidden="true">
            <CloseIcon size={18} />
          </span>
        )}
      </span>
      <span className="tile__name">{channel.name}</span>
      <span className="tile__description">
        {isBlend(channel) && <span className="tile__kind">{BLEND_BADGE} </span>}
        {truncateDescription(channel.description)}
      </span>
    </button>
  );
}
