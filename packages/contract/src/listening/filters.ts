import { CHRISTMAS_FILTER } from '../limits';

export type ChristmasFilter = (typeof CHRISTMAS_FILTER)[keyof typeof CHRISTMAS_FILTER];

/** The Christmas filter from its cookie; anything unknown is the mix. */
export function parseChristmasFilter(value: string | undefined | null): ChristmasFilter {
  const n = Number(value);
  return n === CHRISTMAS_FILTER.noXmas || n === CHRISTMAS_FILTER.xmas ? n : CHRISTMAS_FILTER.mix;
}

/** The five-star category filter from its cookie: a genre param, or '' for every category. */
export function parseCategoryFilter(value: string | undefined | null): string {
  return value && /^[a-z0-9-]{1,64}$/.test(value) ? value : '';
}
