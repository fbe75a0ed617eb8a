/** Every user-facing text, written once. `{product}` in the spec is always 'Earshot'. */
export const PRODUCT = 'Earshot';

export const MESSAGES = {
  siteTitleSuffix: 'Listen to Free Radio Stations',
  homeTitle: 'Hundreds of music channels — all 100% free!',
  homeClickPrompt: 'Just click a channel to start listening',
  homeAtWorkBlurb:
    'Five ways better for listening at work: hand-picked channels, unlimited skips, ban songs you never want to hear again, fewer commercials, and it is always 100% free.',
  siteDescription: `${PRODUCT} is free internet radio: nearly 1000 hand-curated music channels in more than 50 genres, with unlimited skips.`,
  notFound: "We couldn't find this page :(",
  reportBadLink: 'Report a bad link',
  fatalApology: 'Sorry, something went wrong on our side. Please check back later.',
  errorRetrievingChannel: 'Error retrieving channel data.',
  errorLoadingGenres: 'Error loading genres. Please try again',
  nowPlayingNothing: 'Pick a channel to start listening',
  serverError: 'Something went wrong on our side. Please try again.',
  signOut: 'Sign Out',
  logOutFailure: 'Error logging out. Please try again',
} as const;

export function pageTitle(name: string): string {
  return `${name} - ${MESSAGES.siteTitleSuffix}`;
}

/**
 * Messages only the server sends (in API error bodies). Apart from MESSAGES so that the browser's
 * first download, which reads MESSAGES, does not carry them.
 */
export const API_ERROR_MESSAGES = {
  badRequest: 'The request is not valid.',
  notFoundApi: 'Not found.',
  audioLinkInvalid: 'This audio link is not valid or has expired.',
  csrfRejected: 'Your session token is missing or out of date. Reload the page and try again.',
  rateLimited: 'Too many requests. Please wait a moment and try again.',
  unavailable: 'This is not available right now. Please try again in a moment.',
} as const;
