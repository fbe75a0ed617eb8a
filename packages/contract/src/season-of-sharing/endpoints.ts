import { defineEndpoint } from '../endpoint';
import { charitiesList, seasonStatus, voteQuery, voteResult } from './schemas';

/** The charity vote's calls (001 section 7). */
export const SEASON_OF_SHARING_ENDPOINTS = {
  charities: defineEndpoint({ method: 'GET', path: '/sos/charities', response: charitiesList }),
  /** Whether the vote is open today: the UI state's season flag, known without the charity list. */
  season: defineEndpoint({ method: 'GET', path: '/sos/season', response: seasonStatus }),
  /** `POST /sos/vote?name={name}&param={param}&type={type}`. */
  vote: defineEndpoint({ method: 'POST', path: '/sos/vote', query: voteQuery, response: voteResult }),
} as const;
