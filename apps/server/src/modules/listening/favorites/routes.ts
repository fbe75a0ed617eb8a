import { LOG_IN_PROMPTS, MY_CHANNELS_ENDPOINTS } from '@earshot/contract';
import type { FastifyRequest } from 'fastify';
import { defineRoute } from '../../../http/route';
import { requireUser } from '../../../http/session';
import { memberAskerOf } from '../../catalog';
import type { FavoritesService } from './service';

/** Favorites are for logged-in listeners; the 401 carries the log-in modal's prompt (000 section 4). */
const listenerId = (req: FastifyRequest) => requireUser(req, LOG_IN_PROMPTS.favorite).id;

export function favoriteRoutes(favorites: FavoritesService) {
  return [
    defineRoute({
      endpoint: MY_CHANNELS_ENDPOINTS.favorites,
      summary: "The listener's favorite channels, most recently added first",
      tags: ['favorites'],
      handler: async (_input, req) => favorites.list(listenerId(req)),
    }),
    defineRoute({
      endpoint: MY_CHANNELS_ENDPOINTS.addFavorite,
      summary: "Add channel c to the listener's favorites (again is fine)",
      tags: ['favorites'],
      handler: async ({ body }, req) => {
        await favorites.add(memberAskerOf(req, LOG_IN_PROMPTS.favorite), body.c);
        return { status: 'ok' as const };
      },
    }),
    defineRoute({
      endpoint: MY_CHANNELS_ENDPOINTS.removeFavorite,
      summary: "Remove channel c from the listener's favorites (already gone is fine)",
      tags: ['favorites'],
      handler: async ({ body }, req) => {
        await favorites.remove(memberAskerOf(req, LOG_IN_PROMPTS.favorite), body.c);
        return { status: 'ok' as const };
      },
    }),
  ];
}
