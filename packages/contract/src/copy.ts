/** Interface wording the spec fixes for the site chrome, home page and player (web only). */
export const UI_TEXT = {
  searchPlaceholder: 'Find channels',
  searchLabel: 'Search channels',
  showMore: 'Show more',
  showLess: 'Show less',
  todaysFeatures: "Today's Features",
  genres: 'Genres',
  tuningIn: 'Tuning in…',
  errorLoadingPage: 'Error retrieving page data. Please try again.',
  retry: 'Retry',
  networkError: "We couldn't reach Earshot. Check your connection and try again.",
} as const;
