import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Config } from './config';
import type { Db } from './db';
import { registerErrorHandling, registerNotFound } from './http/errors';
import { buildOpenApi } from './http/openapi';
import { RouteTable } from './http/route';
import { registerSession } from './http/session';
import { ArtRepo } from './modules/art/repo';
import { registerArtRoutes } from './modules/art/routes';
import { type AudioService, registerAudioRoutes } from './modules/audio';
import { ChannelRepo } from './modules/channels/repo';
import { channelRoutes } from './modules/channels/routes';
import { ChannelService } from './modules/channels/service';
import { PagesRepo } from './modules/pages/repo';
import { pagesRoutes } from './modules/pages/routes';
import { PagesService } from './modules/pages/service';
import { PlaylistRepo } from './modules/playlist/repo';
import { playlistRoutes } from './modules/playlist/routes';
import { PlaylistService } from './modules/playlist/service';
import { registerStartRoute } from './modules/playlist/start-route';
import { registerSsr } from './modules/ssr/routes';

export interface AppDeps {
  config: Config;
  db: Db;
  audio: AudioService;
  /** Server-rendered pages need the built web app; API tests run without it. */
  pages?: boolean;
}

export async function buildApp({ config, db, audio, pages = true }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy,
    bodyLimit: 64 * 1024,
  });
  registerErrorHandling(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerSession(app, config.secret, config.nodeEnv === 'production');

  const channels = new ChannelService(new ChannelRepo(db));
  const playlists = new PlaylistService(new PlaylistRepo(db), channels, audio);
  const table = new RouteTable();
  table.register(app, [
    ...channelRoutes(channels),
    ...pagesRoutes(new PagesService(new PagesRepo(db), channels)),
    ...playlistRoutes(playlists),
  ]);
  registerStartRoute(app, playlists, audio);
  const openApi = buildOpenApi(table.routes, process.env.npm_package_version ?? 'unversioned');
  app.get('/api/openapi.json', async () => openApi);
  app.get('/healthz', async () => ({ status: 'ok' }));

  registerAudioRoutes(app, audio);
  registerArtRoutes(app, new ArtRepo(db));
  registerNotFound(app, pages ? await registerSsr(app, config.webDist) : undefined);
  return app;
}
