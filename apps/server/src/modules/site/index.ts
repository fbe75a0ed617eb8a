import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db';
import type { ChannelService } from '../catalog';
import { MediaStore, mediaDir } from '../media';
import { ArtRepo } from './art/repo';
import { registerArtRoutes } from './art/routes';
import { SeoRepo } from './seo/repo';
import { registerSeoRoutes } from './seo/routes';
import { type PageRenderer, registerSsr } from './ssr/routes';

export interface SiteDeps {
  config: Config;
  db: Db;
  channels: ChannelService;
  /** Server-rendered pages need the built web app; API tests run without it. */
  pages: boolean;
}

/**
 * Registers what the site serves besides the API: generated art, the sitemap and robots.txt, and
 * server-rendered pages. Returns the page renderer for unknown paths, when pages are served.
 */
export async function registerSite(app: FastifyInstance, { config, db, channels, pages }: SiteDeps): Promise<PageRenderer | undefined> {
  registerArtRoutes(app, new ArtRepo(db), channels, new MediaStore(mediaDir(config.dataDir)));
  registerSeoRoutes(app, new SeoRepo(db), config.publicUrl);
  const clientEnv = {
    fbAppId: config.facebook?.appId ?? null,
    version: config.version,
    adsEnabled: config.ads.enabled,
    adTagUrl: config.ads.enabled ? config.ads.tagUrl : null,
    siteUrl: config.publicUrl,
  };
  return pages ? registerSsr(app, config.webDist, clientEnv, config.audioBaseUrl) : undefined;
}
