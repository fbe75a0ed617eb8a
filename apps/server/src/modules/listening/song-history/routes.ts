import { SONG_HISTORY_ENDPOINTS, SONG_HISTORY_LIMITS } from '@earshot/contract';
import type { FastifyReply } from 'fastify';
import { defineRoute } from '../../../http/route';
import { requireUser } from '../../../http/session';
import type { SongHistoryService } from './service';

/** A listener's own lists: never kept by a shared cache. */
const personal = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store');

export function songHistoryRoutes(history: SongHistoryService) {
  return [
    defineRoute({
      endpoint: SONG_HISTORY_ENDPOINTS.trackHistory,
      summary: `The listener's most recently played songs, newest first (l: how many, default ${SONG_HISTORY_LIMITS.trackHistoryDefault}, at most ${SONG_HISTORY_LIMITS.trackHistoryMax})`,
      tags: ['song history'],
      handler: async ({ query }, req, reply) => {
        const user = requireUser(req);
        personal(reply);
        return history.recentlyPlayed(user.id, query.l);
      },
    }),
    defineRoute({
      endpoint: SONG_HISTORY_ENDPOINTS.ratingsHistory,
      summary: `The listener's rated songs with their ratings, most recently rated first (the newest ${SONG_HISTORY_LIMITS.ratingsHistoryMax})`,
      tags: ['song history'],
      handler: async (_input, req, reply) => {
        const user = requireUser(req);
        personal(reply);
        return history.rated(user.id);
      },
    }),
  ];
}
