import { LIMITS } from '../limits';

/**
 * Channel Chatter on the genre page shows one row of articles until 'Show more': 3 wide
 * (`LIMITS.articlesShownByDefault`, 001 section 9), fewer on narrow screens. The stylesheet
 * (apps/web/src/features/content-pages/content-pages.css) hides the rest with the same numbers at
 * the same breakpoints (BREAKPOINTS.md and BREAKPOINTS.sm), so the server's HTML and the first client render agree.
 */
export const ARTICLE_LIMITS = {
  shownWide: LIMITS.articlesShownByDefault,
  /** Below BREAKPOINTS.md (900 px). */
  shownMedium: 2,
  /** Below BREAKPOINTS.sm (450 px). */
  shownNarrow: 1,
} as const;
