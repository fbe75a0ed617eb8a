import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance, type FastifyLoggerOptions } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { Db } from './db';
import { registerCompression } from './http/compression';
import { frameworkError, registerErrorHandling, registerNotFound } from './http/errors';
import { registerHostCheck } from './http/host-header';
import { registerSecurityHeaders } from './http/security-headers';
import { registerSelfMeasure } from './http/self-measure';
import { registerEtags } from './http/etag';
import { buildOpenApi } from './http/openapi';
import { RouteTable } from './http/route';
import { MemoryRateLimiter, type RateLimiter } from './http/rate-limit';
import { registerHealthRoutes } from './http/readiness';
import { fastifyTrustProxy } from './http/proxy-trust';
import { registerSession } from './http/session';
import { receiveLimits, registerCloseOnUnreadBody } from './http/slow-clients';
import { type Mailer, SessionRepo, createAccounts, createMailer } from './modules/accounts';
import { createCatalog } from './modules/catalog';
import { createContent } from './modules/content';
import { createListening, registerStartRoute } from './modules/listening';
import { type AudioService, registerAudioRoutes } from './modules/media';
import { createPortability } from './modules/portability';
import { createPromotions } from './modules/promotions';
import { createSearch } from './modules/search';
import { createStreaming } from './modules/streaming';
import { registerSite } from './modules/site';
import { BackgroundTasks } from './tasks';
import { errorForLog, requestForLog } from './http/request-log';
import type { ServiceMetrics } from './metrics/service-metrics';
import { registerMetricsRoute } from './metrics/scrapes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Work started by requests and not awaited by them (mail); close() waits for it. */
    background: BackgroundTasks;
  }
}

export interface AppDeps {
  config: Config;
  db: Db;
  audio: AudioService;
  /** Server-rendered pages need the built web app; API tests run without it. */
  pages?: boolean;
  /** "Now" for sessions, rate limits, reset links and ages; tests pass a fake clock. */
  clock?: () => number;
  /** Defaults to SMTP (SMTP_URL) or the outbox folder. */
  mailer?: Mailer;
  /** Defaults to in-process counters. */
  limiter?: RateLimiter;
  /** Shared with other servers (REDIS_URL); /readyz reports whether it answers. */
  redis?: Redis;
  /** How long a stream's second of audio lasts (1000); tests shorten it to hear minutes in seconds. */
  streamChunkMs?: number;
  /** The server's figures; made before the app, since the database, Redis and audio service count into it too. */
  metrics: ServiceMetrics;
  /** Where log lines go (standard output by default); tests read them. */
  logStream?: FastifyLoggerOptions['stream'];
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, audio, metrics, pages = true, clock = Date.now } = deps;
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : { level: config.logLevel, serializers: { req: requestForLog, err: errorForLog }, stream: deps.logStream },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...receiveLimits(config.receiveTimeouts),
    frameworkErrors: frameworkError,
  });
  if (config.selfMeasure) registerSelfMeasure(app, config.selfMeasure);
  metrics.countRequests(app);
  registerErrorHandling(app);
  registerCloseOnUnreadBody(app);
  registerHostCheck(app);
  registerSecurityHeaders(app, { production: config.nodeEnv === 'production' });
  // Before compression: the tag names the data, and a 304 leaves nothing to compress.
  registerEtags(app);
  registerCompression(app);
  await app.register(fastifyCookie);
  await app.register(fastifyFormbody);
  registerSession(app, { secret: config.secret, secureCookies: config.nodeEnv === 'production', store: new SessionRepo(db), clock });
  const background = new BackgroundTasks(app.log);
  app.decorate('background', background);
  app.addHook('onClose', () => background.idle());

  const limiter = deps.limiter ?? new MemoryRateLimiter(clock);
  const catalog = createCatalog({ db, limiter, clock, events: metrics });
  const { channels } = catalog;
  const listening = createListening({ config, db, channels, audio, clock, metrics });
  const accounts = createAccounts({
    config,
    db,
    limiter,
    mailer: deps.mailer ?? createMailer(config.mail, app.log),
    tasks: background,
    listening: listening.playlists,
    clock,
    events: metrics,
  });
  const streaming = createStreaming({ db, channels, playlists: listening.playlists, songs: audio, limiter, publicUrl: config.publicUrl, clock, log: app.log, chunkMs: deps.streamChunkMs, metrics });
  const table = new RouteTable();
  table.register(app, [
    ...catalog.routes,
    ...createContent({ db, channels, clock }).routes,
    ...createPromotions({ db, clock }).routes,
    ...listening.routes,
    ...createSearch({ db, channels }).routes,
    ...accounts.routes,
    ...createPortability({ db, limiter, clock }).routes,
    ...streaming.routes,
  ]);
  streaming.register(app);
  registerStartRoute(app, listening.playlists, audio, metrics);
  const openApi = buildOpenApi(table.routes, process.env.npm_package_version ?? 'unversioned');
  app.get('/api/openapi.json', async () => openApi);
  registerHealthRoutes(app, { db, redis: deps.redis });
  if (config.metrics.token) registerMetricsRoute(app, metrics.registry, config.metrics.token);

  registerAudioRoutes(app, audio, { crossOrigin: config.audioBaseUrl !== null });
  registerNotFound(app, await registerSite(app, { config, db, channels, pages }));
  return app;
}
