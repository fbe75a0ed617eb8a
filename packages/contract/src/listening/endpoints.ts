import { defineEndpoint } from '../endpoint';
import { playedForm, playlist, statusOk } from '../schemas';
import { fiveStarData, playlistParams, playlistQuery, ratingForm, ratingQuery, ratingsList, skipForm, trackRating } from './schemas';

/** The player's calls: the playlist, what was played or skipped, ratings. */
export const LISTENING_ENDPOINTS = {
  /** `t` and `ms`: the item the player is on (or leaving) and how far into it, so ad breaks follow what was heard. */
  playlist: defineEndpoint({ method: 'GET', path: '/c/m/json/playlist/:channelId/', params: playlistParams, query: playlistQuery, response: playlist }),
  /** The playlist call answered with the first item's audio, the playlist in a header: the player's `<audio src>` or fetch. */
  playlistStart: defineEndpoint({ method: 'GET', path: '/c/m/json/playlist/:channelId/start.mp3', params: playlistParams, query: playlistQuery }),
  played: defineEndpoint({ method: 'POST', path: '/c/m/json/played/', body: playedForm, response: statusOk }),
  skip: defineEndpoint({ method: 'POST', path: '/c/m/json/skip/', body: skipForm, response: statusOk }),
  rating: defineEndpoint({ method: 'GET', path: '/listener/rating/', query: ratingQuery, response: trackRating }),
  rate: defineEndpoint({ method: 'POST', path: '/listener/rating/', body: ratingForm, response: ratingsList }),
  fiveStar: defineEndpoint({ method: 'GET', path: '/listener/user-five-star/', response: fiveStarData }),
} as const;
