/** Favorites and channel history (000 section 7). */
export const MY_CHANNELS_PATHS = {
  favorites: '/c/m/json/favorites/',
  addFavorite: '/c/m/json/favorites/add/',
  removeFavorite: '/c/m/json/favorites/remove/',
  /** The listener's channel history and related channels; the spec's clients send `?s=2014`. */
  userChannels: '/c/m/json/channel/',
  userChannelsQuery: '?s=2014',
  /** DELETE removes the channel from the listener's history. */
  historyEntry: (channelId: string) => `/c/m/json/channel/${encodeURIComponent(channelId)}/`,
} as const;
