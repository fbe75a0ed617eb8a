import { LISTENING_ENDPOINTS, START_PLAYLIST_HEADER } from '@earshot/contract';
import type { FastifyInstance } from 'fastify';
import { errors } from '../../../http/errors';
import { type AudioService, sendTrack } from '../../media';
import type { ListeningMetrics } from './metrics';
import { fiveStarFiltersOf, listenerOf, playheadOf } from './routes';
import type { PlaylistService } from './service';

const { path, params, query: playlistQuery } = LISTENING_ENDPOINTS.playlistStart;

/**
 * One round trip from a click to sound: picks the next items exactly as the playlist call does,
 * answers with the first item's audio, and carries the whole playlist in a response header.
 * The player uses it when it streams through MediaSource (it can read headers of a fetch).
 */
export function registerStartRoute(app: FastifyInstance, playlists: PlaylistService, audio: AudioService, metrics: Pick<ListeningMetrics, 'listenerActive'>): void {
  app.get(path, async (req, reply) => {
    const parsed = params.safeParse(req.params);
    if (!parsed.success) throw errors.badRequest(`Invalid path: ${parsed.error.issues[0].message}`);
    const query = playlistQuery.safeParse(req.query ?? {});
    if (!query.success) throw errors.badRequest(`Invalid query: ${query.error.issues[0].message}`);
    const playlist = await playlists.next(parsed.data.channelId, listenerOf(req), fiveStarFiltersOf(req), playheadOf(query.data));
    metrics.listenerActive(req.listenerKey);
    const first = playlist.items[0];
    if (!first) throw errors.notFound('Playable item');
    reply.header(START_PLAYLIST_HEADER, Buffer.from(JSON.stringify(playlist)).toString('base64url'));
    return sendTrack(req, reply, audio, first._id.$oid, 'no-store');
  });
}
