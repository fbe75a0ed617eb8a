/**
 * Search (001 sections 2, 4, 7): limits and paths. Apart from LIMITS, which the first page load
 * carries whole, and from the zod schemas (schemas.ts), which the lazily loaded dropdown must not
 * pull in: only the server and lazily loaded code read these.
 */
export const SEARCH_LIMITS = {
  /** Longer text is a 400: no channel, artist or keyword is this long, and it bounds the work per call. */
  queryMaxChars: 100,
  /** Per list in the box's dropdown. */
  dropdownPerGroup: 5,
  /** Artists and keywords listed on the results page. */
  pageTermsMax: 20,
  /** Channel tiles on the results page. */
  pageChannelsMax: 48,
  /** Candidates the database hands to the ranking, before the lists are cut. */
  candidatesMax: 300,
  /** Terms containing the text below which the index is also asked for near misses (typos). */
  typoLookupBelow: 50,
  /** Typos forgiven: none below 4 characters, one up to 7, two from 8 (see docs/decisions.md, "Search"). */
  typoFreeBelow: 4,
  twoTyposFrom: 8,
  /** PostgreSQL: the pg_trgm word similarity a term needs to be a candidate (0.6 by default misses 'wlker' for 'walker'). */
  pgWordSimilarityMin: 0.4,
} as const;

