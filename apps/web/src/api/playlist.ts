import { LISTENING_ENDPOINTS, endpointUrl } from '@earshot/contract';
import type { ApiClient } from './client';

/** The item the player is on (or is leaving) and how far into it (ms), sent when it asks for more: ad breaks follow what was heard. */
export interface Playhead {
  t: string;
  ms: number;
}

/** The playlist calls' input: the channel, and the playhead in whole milliseconds when there is one. */
const playlistInput = (channelId: string, playing?: Playhead) => ({
  params: { channelId },
  query: playing && { t: playing.t, ms: Math.max(0, Math.round(playing.ms)) },
});

export const loadPlaylist = (api: ApiClient, channelId: string, playing?: Playhead) =>
  api.call(LISTENING_ENDPOINTS.playlist, playlistInput(channelId, playing));

/** The playlist call answered with the first item's audio (the playlist rides in a header): fetched by the player itself. */
export const playlistStartUrl = (channelId: string, playing?: Playhead) => endpointUrl(LISTENING_ENDPOINTS.playlistStart, playlistInput(channelId, playing));

/** How long an item played, or that a song was skipped; keepalive lets the report outlive the page when the listener leaves mid-song. */
export const reportPlayed = (api: ApiClient, report: { t: string; c: string; ms: number }) =>
  api.call(LISTENING_ENDPOINTS.played, { body: report }, { keepalive: true });

export const reportSkip = (api: ApiClient, report: { t: string; c: string; ms: number }) =>
  api.call(LISTENING_ENDPOINTS.skip, { body: report }, { keepalive: true });
