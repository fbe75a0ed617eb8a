import { COOKIES, LISTENING_ENDPOINTS, type PlaylistQuery, parseCategoryFilter, parseChristmasFilter } from '@earshot/contract';
import type { FastifyRequest } from 'fastify';
import { defineRoute } from '../../../http/route';
import { askerOf } from '../../catalog';
import type { FiveStarFilters } from './candidates';
import type { ListeningMetrics } from './metrics';
import type { Playhead } from './repo';
import type { Listener, PlaylistService } from './service';

export const listenerOf = (req: FastifyRequest): Listener => ({ key: req.listenerKey, ...askerOf(req) });

/** The Five-Star filters live in cookies the player sets (000 section 2). */
export const fiveStarFiltersOf = (req: FastifyRequest): FiveStarFilters => ({
  category: parseCategoryFilter(req.cookies[COOKIES.fiveStarFilter]),
  christmas: parseChristmasFilter(req.cookies[COOKIES.christmasFilter]),
});

export const playheadOf = (query: PlaylistQuery): Playhead | undefined =>
  query.t !== undefined && query.ms !== undefined ? { trackId: query.t, ms: query.ms } : undefined;

export function playlistRoutes(playlists: PlaylistService, metrics: ListeningMetrics) {
  return [
    defineRoute({
      endpoint: LISTENING_ENDPOINTS.playlist,
      summary: 'The next items for this listener on this channel (songs, station ids, ads), each with a signed audio url',
      tags: ['playlist'],
      handler: async ({ params, query }, req, reply) => {
        reply.header('cache-control', 'no-store');
        const playlist = await playlists.next(params.channelId, listenerOf(req), fiveStarFiltersOf(req), playheadOf(query));
        metrics.listenerActive(req.listenerKey);
        return playlist;
      },
    }),
    defineRoute({
      endpoint: LISTENING_ENDPOINTS.played,
      summary: 'Report how long an item that was served on this channel was played',
      tags: ['playlist'],
      handler: async ({ body }, req) => {
        const listener = listenerOf(req);
        await playlists.played(listener, body.c, body.t, body.ms);
        metrics.listenerActive(listener.key);
        metrics.event(req.log, 'play', { channel: body.c, track: body.t, user: listener.userId, ms: body.ms });
        return { status: 'ok' as const };
      },
    }),
    defineRoute({
      endpoint: LISTENING_ENDPOINTS.skip,
      summary: 'Skip a song that was served on this channel (logged-in listeners, unlimited); records how long it played',
      tags: ['playlist'],
      handler: async ({ body }, req) => {
        const listener = listenerOf(req);
        await playlists.skipped(listener, body.c, body.t, body.ms);
        metrics.listenerActive(listener.key);
        metrics.event(req.log, 'skip', { channel: body.c, track: body.t, user: listener.userId, ms: body.ms });
        return { status: 'ok' as const };
      },
    }),
  ];
}
