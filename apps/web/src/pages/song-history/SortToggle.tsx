import { SONG_HISTORY_TEXT } from '@earshot/contract';

export type SortOrder = 'date' | 'rating';

const ORDERS: { order: SortOrder; label: string }[] = [
  { order: 'date', label: SONG_HISTORY_TEXT.sortByDate },
  { order: 'rating', label: SONG_HISTORY_TEXT.sortByRating },
];

/** Sort by Date (the default) or by Rating: two pressed-or-not buttons. */
export function SortToggle({ order, onChange }: { order: SortOrder; onChange(order: SortOrder): void }) {
  return (
    <fieldset className="sort-toggle" aria-labelledby="sort-toggle-label">
      <span id="sort-toggle-label" className="sort-toggle__label">
        {SONG_HISTORY_TEXT.sortBy}
      </span>
      {ORDERS.map((o) => (
        <button key={o.order} type="button" className="sort-toggle__option" aria-pressed={order === o.order} onClick={() => onChange(o.order)}>
          {o.label}
        </button>
      ))}
    </fieldset>
  );
}
