/** The charity vote's calls (001 section 7). */
export const SEASON_OF_SHARING_PATHS = {
  charities: '/sos/charities',
  /** Whether the vote is open today: the UI state's season flag, known without the charity list. */
  season: '/sos/season',
  /** `POST /sos/vote?name={name}&param={param}&type={type}`. */
  vote: '/sos/vote',
} as const;

export const voteUrl = (vote: { name: string; param: string; type: string }) =>
  `${SEASON_OF_SHARING_PATHS.vote}?${new URLSearchParams(vote).toString()}`;
