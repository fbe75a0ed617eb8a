// Texts of the genre and featured pages and of tile lists. Only lazily loaded pages show them, so they
// live in a module of their own (tree-shaking is per module, see docs/decisions.md "First download").

export const BROWSE_TEXT = {
  moreGenreChannels: (genre: string) => `More ${genre} Channels`,
  moreFromBrand: (brand: string) => `More Channels From ${brand}`,
  featuredChannel: 'Featured Channel',
  surpriseMe: 'Surprise Me',
  pickDifferent: 'Pick Different',
  browseAllGenres: 'Browse All Genres',
  /** 001 section 8: the genre page's error (also used for featured pages, which the spec gives none). */
  errorFetchingPage: 'Error fetching page data',
  errorLoadingContent: 'Error loading content',
  reloadFailed: 'There was an issue reloading this content. Please try again later.',
  noChannels: 'No channels here yet.',
} as const;
