/**
 * Every number the spec fixes, in one place; both server and web import these. The first page load
 * carries this object whole, so numbers only the server or lazily loaded code reads live beside
 * their feature instead (FIVE_STAR_LIMITS, SONG_HISTORY_LIMITS, BAN_LIMITS).
 */
export const LIMITS = {
  blendMaxChannels: 15,
  volumeMin: 0,
  volumeMax: 100,
  volumeDefault: 70,
  toastMs: 4000,
  modalCloseDelayMs: 200,
  anonLaunchPromptMs: 5000,
  featuredTracksPerChannel: 4,
  fiveStarOldId: 4605,
  spaceKeyCode: 32,
  descriptionCut: 97,
  tileListInitial: 48,
  tileListExpandAt: 46,
  tileListPlaceholders: 6,
  homeRowMax: 18,
  featureSectionTiles: 7,
  mostPopularTiles: 12,
  tilePitchPx: 163,
  genreNavWidthPx: 245,
  mobileBreakpointPx: 900,
  searchDebounceMs: 1000,
  retryLimit: 3,
  retryLockMs: 5000,
  resetRedirectMs: 3500,
  themeCookieDays: 365,
  csrfCookieDays: 365,
  charityWriteInMax: 38,
  routeFadeMs: 500,
  adClickDebounceMs: 1000,
  adRefreshPauseMs: 10000,
  videoAdDelayMs: 1000,
  signUpMinAge: 13,
  birthYearsSpan: 109,
  articlesShownByDefault: 3,
  /** How many upcoming items one playlist call returns. */
  playlistBatch: 5,
  /** Signed audio URLs stay valid this long (a long pause must not break the next track). */
  audioUrlTtlSeconds: 6 * 60 * 60,
} as const;

export const BREAKPOINTS = { xs: 0, sm: 450, md: 900, lg: 1024, xl: 1192 } as const;

export const CHRISTMAS_FILTER = { noXmas: 1, mix: 0, xmas: 2 } as const;

export const THEMES = ['default', 'dark', 'holiday', 'cabernet', 'pumpkinspice', 'winterBlue', 'lightTheme'] as const;
export type ThemeName = (typeof THEMES)[number];

/**
 * Each theme's header colour (its `--header-bg` in apps/web/src/styles/themes.css, which a test
 * holds them to): the `<meta name="theme-color">` a browser tints its own bar and an installed
 * app's title bar with, so the chrome around the page continues the page's header.
 */
export const THEME_COLORS: Record<ThemeName, string> = {
  default: '#ffffff',
  dark: '#15171c',
  holiday: '#14532d',
  cabernet: '#4a1024',
  pumpkinspice: '#3b2416',
  winterBlue: '#0f2d4d',
  lightTheme: '#ffffff',
};

export const COOKIES = {
  session: 'sid',
  csrf: 'csrftoken',
  theme: 'themecss',
  fiveStarFilter: 'fivestarfilter',
  christmasFilter: 'xmasfilter',
  charityVote: 'VotedForSeasonOfSharing',
} as const;

/**
 * The session cookie's name. Where cookies are Secure (production) it carries the `__Host-` prefix:
 * browsers then keep it only when it is Secure, has Path=/ and no Domain, so another site on a
 * sibling subdomain cannot plant or overwrite it. The CSRF cookie keeps its plain name: scripts read
 * it, and it is no credential (an HMAC of the session token, checked against the session).
 */
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${COOKIES.session}` : COOKIES.session);

export const CSRF_HEADER = 'x-csrftoken';

/** Response header of the channel start call: the playlist as base64url JSON (the body is the first item's audio). */
export const START_PLAYLIST_HEADER = 'x-earshot-playlist';
