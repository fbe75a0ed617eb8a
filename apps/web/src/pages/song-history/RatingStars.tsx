import { SONG_HISTORY_TEXT } from '@earshot/contract';

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * A rating shown, not changed: lit stars for the eye, the words for screen readers. Text stars, not
 * the player's star icon: importing that module here split it into a chunk of its own, and every
 * chunk is one more entry in the first page load's preload map.
 */
export function RatingStars({ rating }: { rating: number }) {
  return (
    <span className="rating-stars">
      <span className="visually-hidden">{SONG_HISTORY_TEXT.ratedStars(rating)}</span>
      {STARS.map((n) => (
        <span key={n} className={n <= rating ? 'rating-stars__star rating-stars__star--lit' : 'rating-stars__star'} aria-hidden="true">
          {n <= rating ? '★' : '☆'}
        </span>
      ))}
    </span>
  );
}
