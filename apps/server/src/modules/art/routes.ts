import { articleSvg, coverSvg, defaultArticleSvg, defaultTileSvg, tileSvg } from '@earshot/catalog/art';
import { CONTENT_PAGE_TEXT } from '@earshot/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errors } from '../../http/errors';
import type { ArtRepo } from './repo';

const TILE_FILE = /^(\d{1,9})\.svg$/;
const COVER_FILE = /^([0-9a-f]{24})\.svg$/;
const ARTICLE_FILE = COVER_FILE;

function sendSvg(reply: FastifyReply, svg: string) {
  // Art is generated from immutable catalog rows; a day of caching keeps tile grids instant.
  return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
}

/** Generated channel tiles (addressed by legacy id), album covers (the covers155 path) and content pages' wide art (by page id). */
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
  app.get<{ Params: { file: string } }>('/img/articles/:file', async (req, reply) => {
    if (req.params.file === 'default.svg') return sendSvg(reply, defaultArticleSvg());
    const match = ARTICLE_FILE.exec(req.params.file);
    const row = match && (await art.page(match[1]));
    if (!row) throw errors.notFound('Image');
    return sendSvg(reply, articleSvg({ id: row.id, title: row.title, label: artLabel(row) }));
  });
}

/** The small capitals above a page's title: its category ('help' → 'Help'), or what kind of page it is. */
function artLabel(page: { category: string | null; is_article: number }): string {
  if (page.category) return page.category.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
  return page.is_article ? CONTENT_PAGE_TEXT.channelChatter : 'Free Internet Radio';
}
