import { COOKIES, parseCategoryFilter, parseChristmasFilter } from '@earshot/contract';
import { readCookie } from '../../../lib/cookies';

const A_YEAR_SECONDS = 365 * 24 * 60 * 60;

export type FilterCookie = typeof COOKIES.fiveStarFilter | typeof COOKIES.christmasFilter;

/** The server reads these cookies on every Five-Star playlist call; they outlive the visit. */
export function writeFilterCookie(name: FilterCookie, value: string | number): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(String(value))}; path=/; max-age=${A_YEAR_SECONDS}; SameSite=Lax${secure}`;
}

/** The filters as last chosen, for the moment before the Five-Star playlist says what it used. */
export function readFilterCookies() {
  return {
    category: parseCategoryFilter(readCookie(document.cookie, COOKIES.fiveStarFilter)),
    christmas: parseChristmasFilter(readCookie(document.cookie, COOKIES.christmasFilter)),
  };
}
