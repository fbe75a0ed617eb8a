import { SEASON_OF_SHARING_ENDPOINTS } from '@earshot/contract';
import { defineRoute } from '../../../http/route';
import type { SeasonOfSharingService } from './service';

/** 001 section 7: `GET /sos/charities`, `POST /sos/vote?name=&param=&type=`; and `GET /sos/season` (the season flag). */
export function seasonOfSharingRoutes(season: SeasonOfSharingService) {
  return [
    defineRoute({
      endpoint: SEASON_OF_SHARING_ENDPOINTS.charities,
      summary: 'The charities of the Season of Sharing vote, and whether the vote is open today',
      tags: ['season of sharing'],
      handler: async () => season.charities(),
    }),
    defineRoute({
      endpoint: SEASON_OF_SHARING_ENDPOINTS.season,
      summary: 'Whether the Season of Sharing vote is open today',
      tags: ['season of sharing'],
      handler: async () => season.status(),
    }),
    defineRoute({
      endpoint: SEASON_OF_SHARING_ENDPOINTS.vote,
      summary: "Vote for a listed charity (type=present, param) or a written-in one (type=write-in, name); one counted vote per listener per day",
      tags: ['season of sharing'],
      handler: async ({ query }, req) => season.vote(req.listenerKey, query),
    }),
  ];
}
