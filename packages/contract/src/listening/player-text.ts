import { PRODUCT } from '../messages';
import { FIVE_STAR_LIMITS } from './five-star-limits';

// Texts of the player's controls, apart from the log-in prompts (messages.ts): those open from code
// in the first page load, these only from lazily loaded parts, and a module shared with the first
// load would carry all of its texts into it.

export const PLAYER_TEXT = {
  adResume: 'Music will resume shortly...',
  audioFailed: 'This song could not be played, so we skipped to the next one.',
  fiveStarEmpty: 'No songs rated 4 or 5 stars match these filters yet.',
  errorLoadingChannel: 'Error Loading Channel',
  fiveStarTooFew: `You need to have at least ${FIVE_STAR_LIMITS.categoryMinTracks} tracks in this category.`,
  fiveStarRateMore: 'Please Rate more songs of this category.',
  christmasFilter: 'Christmas music',
  categoryFilter: 'Category',
  allCategories: 'All categories',
  ratedSongs: (n: number) => `You have rated ${n} ${n === 1 ? 'song' : 'songs'}`,
  rateStar: (n: number) => `Rate ${n} ${n === 1 ? 'star' : 'stars'}`,
  ratingFailure: 'Error rating track. Please try again.',
  notSkippable: 'Ads and station ids cannot be skipped.',
  skip: 'Skip',
  channelInfo: (channelName: string) => `About ${channelName}`,
  ratingSubmittedTitle: 'Rating Submitted',
  ratingSubmitted: (n: number) => `You have now rated ${n} ${n === 1 ? 'song' : 'songs'}`,
  ratingLabel: 'Rate this song',
  ban: 'Ban',
  /** A toggle (aria-pressed); its title says what pressing it does. */
  favorite: 'Favorite',
  blend: 'Blend',
  share: 'Share',
  channelActions: 'Channel actions',
  fiveStarFilters: 'Five-Star filters',
} as const;

/** The Share modal (000 section 2, Other modals). */
export const SHARE_TEXT = {
  title: (channelName: string) => `Share ${channelName}`,
  link: 'Link to this channel',
  copy: 'Copy',
  copied: 'Link copied to clipboard',
  copyFailure: 'Could not copy the link. Select it and copy it yourself.',
  shareVia: 'Share…',
  /** The share-to-social links: plain links that open the network's own share page in a new tab. */
  socialLinks: 'Share on social media',
  facebook: 'Facebook',
  x: 'X',
  email: 'Email',
  shareOn: (network: string) => `Share on ${network} (opens in a new tab)`,
  shareByEmail: 'Share by email',
  emailSubject: (channelName: string) => `${channelName} on ${PRODUCT}`,
  message: (channelName: string) => `Listen to ${channelName} on ${PRODUCT}, free internet radio:`,
} as const;

/** The Christmas filter of the Five-Star channel, in the order the player lists it. */
export const CHRISTMAS_FILTER_OPTIONS = [
  { value: 1, label: 'No Xmas' },
  { value: 0, label: 'Mix' },
  { value: 2, label: 'Xmas' },
] as const;

/** The Five-Star page (001 section 2). */
export const FIVE_STAR_PAGE_TEXT = {
  title: 'Five-Star Radio',
  channelName: 'Five-Star Radio',
  lead: 'One channel of only the songs you rate 4 or 5 stars, from every channel you listen to.',
  loggedOut: 'Sign up or log in to unlock your own Five-Star Radio channel. It is free.',
  locked: (rated: number) => {
    const missing = Math.max(0, FIVE_STAR_LIMITS.unlockRatedSongs - rated);
    return `Rate ${missing} more ${missing === 1 ? 'song' : 'songs'} to unlock Five-Star Radio (you need ${FIVE_STAR_LIMITS.unlockRatedSongs}).`;
  },
  howTo: 'Rate songs with the stars in the player while you listen.',
  play: 'Play Five-Star Radio',
  showDemo: 'Show demo',
  hideDemo: 'Hide demo',
  demoAlt: 'Five-Star Radio channel art',
  /** Logged, not shown (001 section 8). */
  dataError: "Error fetching user's five star data",
} as const;
