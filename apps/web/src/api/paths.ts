/** The item the player is on (or is leaving) and how far into it (ms), sent when it asks for more: ad breaks follow what was heard. */
export interface Playhead {
  t: string;
  ms: number;
}

const withPlayhead = (path: string, playing?: Playhead) =>
  playing ? `${path}?${new URLSearchParams({ t: playing.t, ms: String(Math.max(0, Math.round(playing.ms))) })}` : path;

/** The JSON API paths the web app calls (ARCHITECTURE.md section 4). */
export const API_PATHS = {
  genres: '/c/m/json/genres/',
  homePage: '/c/m/json/page/home/',
  played: '/c/m/json/played/',
  playlist: (channelId: string, playing?: Playhead) => withPlayhead(`/c/m/json/playlist/${encodeURIComponent(channelId)}/`, playing),
  playlistStart: (channelId: string, playing?: Playhead) =>
    withPlayhead(`/c/m/json/playlist/${encodeURIComponent(channelId)}/start.mp3`, playing),
} as const;
