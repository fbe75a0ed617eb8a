import { PRODUCT } from '../messages';
import { FIVE_STAR_LIMITS } from './five-star-limits';
import type { SongWhy } from './schemas';

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

/** The player's "Why this song" control and the lines it shows (issue 27). */
export const WHY_TEXT = {
  button: 'Why this song?',
  rated: (stars: number) => `You rated it ${stars} ${stars === 1 ? 'star' : 'stars'}`,
  fiveStar: 'From your Five-Star songs',
  artist: (artist: string) => `Because you like ${artist}`,
  curated: (channel: string) => `Picked by our curators for ${channel}`,
  fromBlend: (channel: string) => `From ${channel} in this blend`,
} as const;

/**
 * The one or two lines explaining a song: its reason, and in a blend the channel it came from
 * unless the reason already names it (the curators' pick names the channel, Five-Star songs are
 * the Five-Star channel's).
 */
export function whyLines(why: SongWhy): string[] {
  switch (why.kind) {
    case 'five_star':
      return [WHY_TEXT.fiveStar];
    case 'curated':
      return [WHY_TEXT.curated(why.channel)];
    case 'rated':
      return [WHY_TEXT.rated(why.stars), ...(why.blend ? [WHY_TEXT.fromBlend(why.channel)] : [])];
    case 'artist':
      return [WHY_TEXT.artist(why.artist), ...(why.blend ? [WHY_TEXT.fromBlend(why.channel)] : [])];
  }
}

/** The keyboard shortcuts' list and what they say when they change the sound (issue 27). */
export const SHORTCUT_TEXT = {
  title: 'Keyboard shortcuts',
  description: 'They work anywhere on the page, but not while you type or while a dialog is open.',
  playPause: 'Play or pause',
  next: 'Next song',
  volumeUp: 'Volume up',
  volumeDown: 'Volume down',
  mute: 'Mute or unmute',
  rate: 'Rate the song 1 to 5 stars',
  help: 'Show this list',
  volume: (percent: number) => `Volume ${percent}%`,
  muted: 'Sound muted',
} as const;

/** The sleep timer (issue 27). */
export const SLEEP_TEXT = {
  button: 'Sleep timer',
  minutes: (n: number) => `${n} minutes`,
  endOfSong: 'End of this song',
  off: 'Turn the timer off',
  /** The time left, beside the button (`left` is m:ss). */
  stopsIn: (left: string) => `Stops in ${left}`,
  stopsAfterSong: 'Stops after this song',
  stopped: 'The sleep timer stopped the music. Press play to go on listening.',
} as const;

/** Playing on another device through the browser's Remote Playback (issue 27). */
export const CAST_TEXT = {
  button: 'Play on another device',
  connecting: 'Connecting to the other device…',
  connected: 'Playing on another device',
  stop: 'Playing on another device: choose to stop or change',
  failed: 'Could not play on the other device.',
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
