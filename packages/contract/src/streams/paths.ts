import type { StreamFormat } from './limits';

/**
 * A channel's public stream (or one of its playlist files): `ref` is what the channel page's
 * address names it by (a catalog channel's number, a user channel's id); the server also takes
 * the channel's id and its name's slug.
 */
export const channelStreamPath = (ref: string | number, format: StreamFormat = 'mp3') => `/stream/${ref}.${format}`;

/** Where personal streams are, each under its key: logs keep no path here whole. */
export const PERSONAL_STREAM_PREFIX = '/stream/me/';

/** A listener's personal stream of a channel. The key is the whole secret, so this path is one too. */
export const personalStreamPath = (key: string, ref: string | number, format: StreamFormat = 'mp3') => `${PERSONAL_STREAM_PREFIX}${key}/${ref}.${format}`;
