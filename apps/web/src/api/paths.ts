/** The JSON API paths the web app calls (ARCHITECTURE.md section 4). */
export const API_PATHS = {
  genres: '/c/m/json/genres/',
  homePage: '/c/m/json/page/home/',
  played: '/c/m/json/played/',
  playlist: (channelId: string) => `/c/m/json/playlist/${encodeURIComponent(channelId)}/`,
  playlistStart: (channelId: string) => `/c/m/json/playlist/${encodeURIComponent(channelId)}/start.mp3`,
} as const;
