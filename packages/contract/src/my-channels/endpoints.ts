import { defineEndpoint } from '../endpoint';
import { channelIdParams, statusOk } from '../schemas';
import { favoriteForm, favoritesList, userChannels, userChannelsQuery } from './schemas';

/** Favorites and channel history (000 section 7). */
export const MY_CHANNELS_ENDPOINTS = {
  favorites: defineEndpoint({ method: 'GET', path: '/c/m/json/favorites/', response: favoritesList }),
  addFavorite: defineEndpoint({ method: 'POST', path: '/c/m/json/favorites/add/', body: favoriteForm, response: statusOk }),
  removeFavorite: defineEndpoint({ method: 'POST', path: '/c/m/json/favorites/remove/', body: favoriteForm, response: statusOk }),
  /** The listener's channel history and related channels; the spec's clients send `?s=2014`. */
  userChannels: defineEndpoint({ method: 'GET', path: '/c/m/json/channel/', query: userChannelsQuery, response: userChannels }),
  /** Removes the channel from the listener's history. */
  removeHistoryEntry: defineEndpoint({ method: 'DELETE', path: '/c/m/json/channel/:id/', params: channelIdParams, response: statusOk }),
} as const;

/** The query the spec's clients send with the user-channels call. */
export const USER_CHANNELS_QUERY = { s: '2014' } as const;
