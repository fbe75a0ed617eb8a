import { CHRISTMAS_FILTER_OPTIONS, COOKIES, FIVE_STAR_LIMITS, type FiveStarCategory, PLAYER_TEXT } from '@earshot/contract';
import { type ReactNode, useId } from 'react';
import { usePlayerCommands } from '../PlayerContext';
import { useNowPlayingType, usePlayerFiveStar } from '../store';
import { type FilterCookie, readFilterCookies, writeFilterCookie } from './filterCookies';
import { useFiveStarData } from './ratingQueries';
import './filters.css';

/** The listener's categories, plus the one in use when the category list has not arrived (or no longer lists it). */
function categoryOptions(categories: FiveStarCategory[], current: string): FiveStarCategory[] {
  if (current === '' || categories.some((c) => c.param === current)) return categories;
  return [{ param: current, name: current, count: 0 }, ...categories];
}

interface FilterSelectProps {
  label: string;
  value: string | number;
  disabled: boolean;
  onChange(value: string): void;
  children: ReactNode;
}

function FilterSelect({ label, value, disabled, onChange, children }: FilterSelectProps) {
  const id = useId();
  return (
    <div className="five-star-filters__field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} disabled={disabled} onChange={(event) => onChange(event.currentTarget.value)}>
        {children}
      </select>
    </div>
  );
}

/** The Five-Star channel's Christmas and category filters: a change is saved in its cookie and the playlist starts again. */
export function FiveStarFilters() {
  const player = usePlayerCommands();
  const fiveStar = usePlayerFiveStar();
  const categories = useFiveStarData()?.categories ?? [];
  const type = useNowPlayingType();
  const disabled = !player || type === 'sweeper';
  const { category, christmas } = fiveStar ?? readFilterCookies();

  const change = (cookie: FilterCookie, value: string) => {
    writeFilterCookie(cookie, value);
    player?.reload();
  };

  return (
    <fieldset className="five-star-filters" aria-label={PLAYER_TEXT.fiveStarFilters}>
      <FilterSelect label={PLAYER_TEXT.christmasFilter} value={christmas} disabled={disabled} onChange={(v) => change(COOKIES.christmasFilter, v)}>
        {CHRISTMAS_FILTER_OPTIONS.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect label={PLAYER_TEXT.categoryFilter} value={category} disabled={disabled} onChange={(v) => change(COOKIES.fiveStarFilter, v)}>
        <option value="">{PLAYER_TEXT.allCategories}</option>
        {categoryOptions(categories, category).map((c) => (
          <option key={c.param} value={c.param}>
            {c.name}
          </option>
        ))}
      </FilterSelect>
      {fiveStar && fiveStar.tracks < FIVE_STAR_LIMITS.categoryMinTracks && (
        <p className="five-star-filters__warning" role="status">
          {PLAYER_TEXT.fiveStarTooFew} {PLAYER_TEXT.fiveStarRateMore}
        </p>
      )}
    </fieldset>
  );
}
