import { defineEndpoint } from '../endpoint';
import { statusOk } from '../schemas';
import { channelStreamParams, createdStreamKey, personalStreamParams, streamKeyStatus } from './schemas';

/** Standard streams for players and devices (issue 25): ICY MP3 streams, their M3U/PLS files, and personal stream keys. */
export const STREAM_ENDPOINTS = {
  /** `/stream/{channel}.mp3` (an endless ICY stream), `.m3u` or `.pls`. */
  channelStream: defineEndpoint({ method: 'GET', path: '/stream/:file', params: channelStreamParams }),
  /** The same for a listener's own schedule of the channel, by their personal key. */
  personalStream: defineEndpoint({ method: 'GET', path: '/stream/me/:key/:file', params: personalStreamParams }),
  streamKey: defineEndpoint({ method: 'GET', path: '/listener/stream-key/', response: streamKeyStatus }),
  /** Makes a key, replacing (and so revoking) any earlier one. */
  createStreamKey: defineEndpoint({ method: 'POST', path: '/listener/stream-key/', response: createdStreamKey }),
  revokeStreamKey: defineEndpoint({ method: 'POST', path: '/listener/stream-key/revoke/', response: statusOk }),
} as const;
