import { z } from 'zod';

/** A charity of the vote (001 section 3). */
export const charity = z.object({
  _id: z.string(),
  name: z.string(),
  url: z.string(),
  param: z.string(),
  description: z.string(),
  twitter: z.string().nullable(),
  img: z.string(),
});
export type Charity = z.infer<typeof charity>;

/** `GET /sos/charities`; `season_open` says whether a vote would count today. */
export const charitiesList = z.object({ season_open: z.boolean(), charities: z.array(charity) });
export type CharitiesList = z.infer<typeof charitiesList>;

/** `GET /sos/season`: whether a vote would count today. */
export const seasonStatus = z.object({ season_open: z.boolean() });
export type SeasonStatus = z.infer<typeof seasonStatus>;

export const CHARITY_VOTE_TYPES = ['present', 'write-in'] as const;
export type CharityVoteType = (typeof CHARITY_VOTE_TYPES)[number];

/** The vote's query. Lengths are checked loosely here; the rules (and their messages) are the service's. */
export const voteQuery = z.object({
  type: z.enum(CHARITY_VOTE_TYPES),
  name: z.string().max(500).default(''),
  param: z.string().max(200).default(''),
});
export type VoteQuery = z.infer<typeof voteQuery>;

export const voteResult = z.object({ is_valid: z.boolean(), error: z.string().nullable() });
export type VoteResult = z.infer<typeof voteResult>;
