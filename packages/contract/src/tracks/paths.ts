/** Songs by id (000 section 7). */
export const TRACK_PATHS = {
  trackList: '/c/m/json/track_list/',
  /** The call as the spec writes it: ids comma-separated, `a=true`. */
  trackListOf: (ids: readonly string[]) => `/c/m/json/track_list/?id=${ids.map(encodeURIComponent).join(',')}&a=true`,
} as const;
