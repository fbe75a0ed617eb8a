/** Genre, brand and Surprise Me calls (001 section 7; page-data paths from ARCHITECTURE.md section 4). */
const enc = encodeURIComponent;

export const BROWSE_PATHS = {
  genrePage: (param: string) => `/c/m/json/page/genre/${enc(param)}/`,
  featuredPage: (param: string) => `/c/m/json/page/featured/${enc(param)}/`,
  /** Surprise Me: one random channel of the genre; `not` names the channel showing now, so 'Pick Different' changes it. */
  surprise: (param: string, not?: string) => `/c/m/json/genre/?param=${enc(param)}${not ? `&not=${enc(not)}` : ''}`,
} as const;
