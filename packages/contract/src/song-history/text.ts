// Texts of the My Song History and My Song Ratings pages: only those lazily loaded pages show them,
// so they live in a module of their own (tree-shaking is per module, see docs/decisions.md).

const stars = (n: number) => `${n} ${n === 1 ? 'star' : 'stars'}`;

export const SONG_HISTORY_TEXT = {
  historyTitle: 'My Song History',
  historyLead: 'The songs you listened to most recently, newest first.',
  historyEmpty: 'No song history found.',
  historyError: 'Error fetching track history. Please try again',
  ratingsTitle: 'My Song Ratings',
  ratingsLead: 'Every song you rated. Songs you rate 4 or 5 stars play on your Five-Star Radio.',
  ratingsEmpty: 'No song ratings found',
  ratingsError: 'Error fetching track ratings. Please try again',
  loggedOut: 'Log in to see the songs you listened to and the songs you rated.',
  sortBy: 'Sort by',
  sortByDate: 'Date',
  sortByRating: 'Rating',
  ratingGroup: stars,
  ratedStars: (n: number) => `Rated ${stars(n)}`,
  playedOn: (channelName: string) => `on ${channelName}`,
} as const;
