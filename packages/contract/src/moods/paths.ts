/**
 * Where the pages answer, as route segments (a page's address is `/{segment}/`). The holiday page
 * answers at three; the first is its canonical address.
 */
export const MOOD_PAGE_SEGMENTS = {
  workday: 'workday-channels',
  holiday: ['holiday-music', 'christmas-music', 'holiday-channels-2024'],
  mostpopular: 'mostpopular',
  newest: 'newest',
} as const;

/** The catalog's Christmas genre, which lists every Christmas channel. */
export const CHRISTMAS_GENRE_PARAM = 'christmas';

export const segmentPath = (segment: string) => `/${segment}/`;
