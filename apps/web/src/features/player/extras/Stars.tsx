import { PLAYER_TEXT } from '@earshot/contract';
import { useState } from 'react';
import { StarIcon } from './icons';
import './stars.css';

const STARS = [1, 2, 3, 4, 5] as const;

interface StarsProps {
  /** The rating shown, 0 for none. */
  value: number;
  disabled: boolean;
  onRate(value: number): void;
}

/**
 * Five star buttons. Pointing at a star, or focusing it, lights every star up to it, so the
 * listener sees the rating a press would give; a press shows the value again, so a rating the
 * server refuses visibly goes back.
 */
export function Stars({ value, disabled, onRate }: StarsProps) {
  const [preview, setPreview] = useState<number | null>(null);
  const shown = disabled ? value : (preview ?? value);
  return (
    <fieldset className="stars" aria-label={PLAYER_TEXT.ratingLabel} onMouseLeave={() => setPreview(null)}>
      {STARS.map((n) => (
        <button
          key={n}
          type="button"
          className={n <= shown ? 'stars__star stars__star--lit' : 'stars__star'}
          aria-label={PLAYER_TEXT.rateStar(n)}
          aria-pressed={n === value}
          disabled={disabled}
          onMouseMove={() => setPreview(n)}
          onFocus={() => setPreview(n)}
          onBlur={() => setPreview(null)}
          onClick={() => {
            setPreview(null);
            onRate(n);
          }}
        >
          <StarIcon size={22} />
        </button>
      ))}
    </fieldset>
  );
}
