import { coverSvg, defaultTileSvg, tileSvg } from '@earshot/catalog/art';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errors } from '../../http/errors';
import type { ArtRepo } from './repo';

const TILE_FILE = /^(\d{1,9})\.svg$/;
const COVER_FILE = /^([0-9a-f]{24})\.svg$/;

function sendSvg(reply: FastifyReply, svg: string) {
  // Art is generated from immutable catalog rows; a day of caching keeps tile grids instant.
  return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
}

/** Generated channel tiles (addressed by legacy id) and album covers (the covers155 path). */
export function registerArtRoutes(app: FastifyInstance, art: ArtRepo): void {
  app.get<{ Params: { file: string } }>('/img/tiles/:file', async (req, reply) => {
    if (req.params.file === 'default.svg') return sendSvg(reply, defaultTileSvg());
    const match = TILE_FILE.exec(req.params.file);
    const row = match && (await art.tile(Number(match[1])));
    if (!row) throw errors.notFound('Image');
    return sendSvg(reply, tileSvg({ name: row.name, oldid: row.oldid, art_seed: row.art_seed, genreName: row.genre_name ?? undefined }));
  });
  app.get<{ Params: { file: string } }>('/img/covers155/:file', async (req, reply) => {
    const match = COVER_FILE.exec(req.params.file);
    const row = match && (await art.cover(match[1]));
    if (!row) throw errors.notFound('Image');
    return sendSvg(reply, coverSvg(row));
  });
}
