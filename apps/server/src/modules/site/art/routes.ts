import { articleSvg, coverSvg, defaultArticleSvg, defaultTileSvg, tileSvg } from '@earshot/catalog/art';
import { CONTENT_PAGE_TEXT, SEASON_OF_SHARING_TEXT } from '@earshot/contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { errors } from '../../../http/errors';
import { HOUSE_ADS, houseAdSvg } from '../../promotions';
import type { ChannelService } from '../../catalog';
import type { CoverExtension, MediaStore } from '../../media';
import { PngRenderer } from './raster';
import type { ArtRepo } from './repo';

/** A channel's tile by its id or legacy id, as the channels module finds channels (a user channel's by its id only). */
const TILE_FILE = /^(\d{1,9}|[0-9a-f]{24}|default)\.(svg|png)$/;
const COVER_FILE = /^([0-9a-f]{24})\.(svg|jpg|png)$/;
const CHARITY_FILE = /^([0-9a-f]{24})\.svg$/;
const AD_FILE = CHARITY_FILE;
const ARTICLE_FILE = /^([0-9a-f]{24}|default)\.(svg|png)$/;

// Art is generated from immutable catalog rows; a day of caching keeps tile grids instant.
const CACHE_CONTROL = 'public, max-age=86400';

function sendSvg(reply: FastifyReply, svg: string) {
  return reply.type('image/svg+xml').header('cache-control', CACHE_CONTROL).send(svg);
}

/** The art as asked for: SVG for pages, a PNG rendition (link previews) when the name ends in .png. */
async function sendArt(reply: FastifyReply, png: PngRenderer, file: string, extension: string, svg: () => string) {
  if (extension === 'svg') return sendSvg(reply, svg());
  return reply.type('image/png').header('cache-control', CACHE_CONTROL).send(await png.render(file, svg));
}

/** Generated channel tiles (addressed by id or, for catalog channels, legacy id), album covers (the covers155 path: generated, or ingested), content pages' and charities' wide art (by id). */
export function registerArtRoutes(app: FastifyInstance, art: ArtRepo, channels: ChannelService, media: MediaStore): void {
  const png = new PngRenderer();
  app.get<{ Params: { file: string } }>('/img/tiles/:file', async (req, reply) => {
    const match = TILE_FILE.exec(req.params.file);
    if (!match) throw errors.notFound('Image');
    const file = `tile-${req.params.file}`;
    if (match[1] === 'default') return sendArt(reply, png, file, match[2], defaultTileSvg);
    // Asked as nobody: a tile is cached publicly (one answer for all), so a user channel's legacy id names nothing here, to its owner too.
    const row = await channels.find(match[1], { userId: null, address: req.ip });
    if (!row) throw errors.notFound('Image');
    return sendArt(reply, png, file, match[2], () =>
      tileSvg({ name: row.name, oldid: row.oldid, art_seed: row.art_seed, genreName: row.genre_name ?? undefined }),
    );
  });
  app.get<{ Params: { file: string } }>('/img/covers155/:file', async (req, reply) => {
    const match = COVER_FILE.exec(req.params.file);
    const row = match && (await art.cover(match[1]));
    if (!row) throw errors.notFound('Image');
    if (match[2] === 'svg') return sendSvg(reply, coverSvg(row));
    // An ingested album's own cover: only under the name its row gives.
    const ext = match[2] as CoverExtension;
    const stored = row.cover_type === ext ? await media.openCover(match[1], ext) : undefined;
    if (!stored) throw errors.notFound('Image');
    return reply.type(stored.type).header('content-length', stored.size).header('cache-control', CACHE_CONTROL).send(stored.handle.createReadStream());
  });
  app.get<{ Params: { file: string } }>('/img/articles/:file', async (req, reply) => {
    const match = ARTICLE_FILE.exec(req.params.file);
    if (!match) throw errors.notFound('Image');
    const file = `article-${req.params.file}`;
    if (match[1] === 'default') return sendArt(reply, png, file, match[2], defaultArticleSvg);
    const row = await art.page(match[1]);
    if (!row) throw errors.notFound('Image');
    return sendArt(reply, png, file, match[2], () => articleSvg({ id: row.id, title: row.title, label: artLabel(row) }));
  });
  app.get<{ Params: { file: string } }>('/img/charities/:file', async (req, reply) => {
    const match = CHARITY_FILE.exec(req.params.file);
    const row = match && (await art.charity(match[1]));
    if (!row) throw errors.notFound('Image');
    return sendSvg(reply, articleSvg({ id: row.id, title: row.name, label: SEASON_OF_SHARING_TEXT.title }));
  });
  app.get<{ Params: { file: string } }>('/img/ads/:file', async (req, reply) => {
    const match = AD_FILE.exec(req.params.file);
    const index = match ? HOUSE_ADS.findIndex((ad) => ad.id === match[1]) : -1;
    if (index < 0) throw errors.notFound('Image');
    const ad = HOUSE_ADS[index];
    return sendSvg(reply, houseAdSvg(ad.format, ad.headline, ad.action, index));
  });
}

/** The small capitals above a page's title: its category ('help' → 'Help'), or what kind of page it is. */
function artLabel(page: { category: string | null; is_article: number }): string {
  if (page.category) return page.category.replace(/-/g, ' ').replace(/^./, (c) => c.toUpperCase());
  return page.is_article ? CONTENT_PAGE_TEXT.channelChatter : 'Free Internet Radio';
}
