// Tiles are in the first download and every tile's heart reads the favorites by this key, so the
// keys are a module of their own: the queries (myChannels.ts) load lazily.

/** The listener's favorites in the query cache (GET /c/m/json/favorites/, see myChannels.ts). */
export const FAVORITES_KEY = ['favorites'];

/** The listener's channel history in the query cache (GET /c/m/json/user_channels/, see myChannels.ts). */
export const USER_CHANNELS_KEY = ['userChannels'];
