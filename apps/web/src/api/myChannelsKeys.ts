// The keys alone, apart from the calls in myChannels.ts: every tile's heart reads the cached favorites
// in the first download (features/my-channels/favoriteState.ts), while the calls load lazily.

/** The listener's favorites in the query cache (see myChannels.ts). */
export const FAVORITES_KEY = ['favorites'];

/** The listener's channel history in the query cache (see myChannels.ts). */
export const USER_CHANNELS_KEY = ['userChannels'];
