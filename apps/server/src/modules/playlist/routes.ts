import { channelRef, playedForm, playlist, statusOk } from '@earshot/contract';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { defineRoute } from '../../http/route';
import type { Listener, PlaylistService } from './service';

export const listenerOf = (req: FastifyRequest): Listener => ({ key: req.listenerKey, userId: req.user?.id ?? null });

export function playlistRoutes(playlists: PlaylistService) {
  return [
    defineRoute({
      method: 'GET',
      url: '/c/m/json/playlist/:channelId/',
      summary: 'The next items for this listener on this channel (songs, station ids, ads), each with a signed audio url',
      tags: ['playlist'],
      params: z.object({ channelId: channelRef }),
      response: playlist,
      handler: async ({ params }, req, reply) => {
        reply.header('cache-control', 'no-store');
        const next = await playlists.next(params.channelId, listenerOf(req));
        playlists.prefetchFirst(next);
        return next;
      },
    }),
    defineRoute({
      method: 'POST',
      url: '/c/m/json/played/',
      summary: 'Report how long an item that was served on this channel was played',
      tags: ['playlist'],
      body: playedForm,
      response: statusOk,
      handler: async ({ body }, req) => {
        await playlists.played(listenerOf(req), body.c, body.t, body.ms);
        return { status: 'ok' as const };
      },
    }),
  ];
}
