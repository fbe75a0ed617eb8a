// Texts of the search dropdown and the search, artist and keyword pages: only lazily loaded code
// shows them, so they live in a module of their own (tree-shaking is per module, docs/decisions.md).
export const SEARCH_TEXT = {
  channels: 'Channels',
  artists: 'Artists',
  keywords: 'Keywords / Genres',
  viewAll: 'View All Results',
  noResults: 'Sorry, no results found.',
  suggestionsHeading: 'Try searching for',
  searching: 'Searching…',
  searchError: (text: string) => `Error searching for ${text}. Please try again.`,
  resultsTitle: 'Channel search results',
  resultsFor: (text: string) => `Results for “${text}”`,
  /** The results page's heading is singular, as the spec writes it (the dropdown's is plural). */
  keywordResults: 'Keyword / Genres',
  channelResults: 'Channels',
  artistTitle: (name: string) => `Artist: ${name}`,
  keywordTitle: (term: string) => `Keyword: ${term}`,
  artistError: 'Error retrieving Artist Page.',
  keywordError: 'Error retrieving page data.',
  searchPageError: 'Error retrieving page data. Please try again.',
  artistDescription: (name: string) => `Free radio channels featuring songs by ${name}.`,
  keywordDescription: (term: string) => `Free ${term} radio channels, hand-curated.`,
  searchDescription: (text: string) => `Free radio channels, artists and genres matching ${text}.`,
} as const;
