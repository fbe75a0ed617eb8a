import fastifyCookie from '@fastify/cookie';
import fastifyFormbody from '@fastify/formbody';
import Fastify, { type FastifyInstance } from 'fastify';
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
import { SessionRepo, createAccounts } from './modules/accounts';
import { ArtRepo } from './modules/site/art/repo';
import { registerArtRoutes } from './modules/site/art/routes';
import { type AudioService, registerAudioRoutes } from './modules/media/audio';
import { BansRepo } from './modules/catalog/bans/repo';
import { BansService } from './modules/catalog/bans/service';
import { BlendsRepo } from './modules/catalog/blends/repo';
import { blendRoutes } from './modules/catalog/blends/routes';
import { BlendsService } from './modules/catalog/blends/service';
import { RenameEditor } from './modules/catalog/channel-edits/rename';
import { channelEditRoutes } from './modules/catalog/channel-edits/routes';
import { ChannelListsRepo } from './modules/catalog/channel-lists/repo';
import { channelListRoutes } from './modules/catalog/channel-lists/routes';
import { ChannelListsService } from './modules/catalog/channel-lists/service';
import { ChannelMissLimit } from './modules/catalog/channels/miss-limit';
import { ChannelRepo } from './modules/catalog/channels/repo';
import { channelRoutes } from './modules/catalog/channels/routes';
import { ChannelService } from './modules/catalog/channels/service';
import { AdsRepo } from './modules/promotions/ads/repo';
import { adRoutes } from './modules/promotions/ads/routes';
import { AdsService } from './modules/promotions/ads/service';
import { BannersRepo } from './modules/promotions/banners/repo';
import { bannerRoutes } from './modules/promotions/banners/routes';
import { BannersService } from './modules/promotions/banners/service';
import { ContentPagesRepo } from './modules/content/content-pages/repo';
import { contentPageRoutes } from './modules/content/content-pages/routes';
import { ContentPagesService } from './modules/content/content-pages/service';
import { demographicsRoutes } from './modules/accounts/demographics/routes';
import { FavoritesRepo } from './modules/listening/favorites/repo';
import { MediaStore, mediaDir } from './modules/media/store';
import { favoriteRoutes } from './modules/listening/favorites/routes';
import { FavoritesService } from './modules/listening/favorites/service';
import { HistoryRepo } from './modules/listening/history/repo';
import { historyRoutes } from './modules/listening/history/routes';
import { HistoryService } from './modules/listening/history/service';
import { DemographicsService } from './modules/accounts/demographics/service';
import { type Mailer, createMailer } from './modules/accounts/mail/mailer';
import { MoodsRepo } from './modules/content/moods/repo';
import { SeasonOfSharingRepo } from './modules/promotions/season-of-sharing/repo';
import { seasonOfSharingRoutes } from './modules/promotions/season-of-sharing/routes';
import { SeasonOfSharingService } from './modules/promotions/season-of-sharing/service';
import { moodRoutes } from './modules/content/moods/routes';
import { MoodsService } from './modules/content/moods/service';
import { PagesRepo } from './modules/content/pages/repo';
import { pagesRoutes } from './modules/content/pages/routes';
import { PagesService } from './modules/content/pages/service';
import { DEFAULT_POLICY, withAdBreakEvery } from './modules/listening/playlist/policy';
import { PlaylistRepo } from './modules/listening/playlist/repo';
import { playlistRoutes } from './modules/listening/playlist/routes';
import { PlaylistService } from './modules/listening/playlist/service';
import { registerStartRoute } from './modules/listening/playlist/start-route';
import { RatingsRepo } from './modules/listening/ratings/repo';
import { ratingRoutes } from './modules/listening/ratings/routes';
import { RatingsService } from './modules/listening/ratings/service';
import { SongHistoryRepo } from './modules/listening/song-history/repo';
import { songHistoryRoutes } from './modules/listening/song-history/routes';
import { SongHistoryService } from './modules/listening/song-history/service';
import { SeoRepo, registerSeoRoutes } from './modules/site/seo';
import { SearchRepo } from './modules/search/repo';
import { searchRoutes } from './modules/search/routes';
import { SearchService } from './modules/search/service';
import { registerSsr } from './modules/site/ssr/routes';
import { BackgroundTasks } from './tasks';

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
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, audio, pages = true, clock = Date.now } = deps;
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    ...receiveLimits(config.receiveTimeouts),
    frameworkErrors: frameworkError,
  });
  if (config.selfMeasure) registerSelfMeasure(app, config.selfMeasure);
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
  const channels = new ChannelService(new ChannelRepo(db), new ChannelMissLimit(limiter), clock);
  const favorites = new FavoritesService(new FavoritesRepo(db), channels, clock);
  const channelHistory = new HistoryService(new HistoryRepo(db), channels, favorites);
  const playlists = new PlaylistService(new PlaylistRepo(db), channels, audio, {
    policy: config.ads.breakEverySeconds ? withAdBreakEvery(DEFAULT_POLICY, config.ads.breakEverySeconds) : DEFAULT_POLICY,
    adsEnabled: config.ads.enabled,
    clock,
    channelHistory,
  });
  const { accounts, routes: accountRoutes } = createAccounts({
    config,
    db,
    limiter,
    mailer: deps.mailer ?? createMailer(config.mail, app.log),
    tasks: background,
    listening: playlists,
    clock,
  });
  const bans = new BansService(new BansRepo(db), channels, clock);
  const blends = new BlendsService(new BlendsRepo(db), channels, clock);
  const contentPages = new ContentPagesService(new ContentPagesRepo(db));
  const table = new RouteTable();
  table.register(app, [
    ...channelRoutes(channels),
    ...blendRoutes(blends),
    ...channelEditRoutes({
      remove_track: bans,
      remove_artist: bans,
      add_track: bans,
      add_artist: bans,
      remove_channel: blends,
      edit_channel: new RenameEditor(channels),
    }),
    ...pagesRoutes(new PagesService(new PagesRepo(db), channels, contentPages, clock)),
    ...contentPageRoutes(contentPages),
    ...bannerRoutes(new BannersService(new BannersRepo(db))),
    ...adRoutes(new AdsService(new AdsRepo(db), clock)),
    ...seasonOfSharingRoutes(new SeasonOfSharingService(new SeasonOfSharingRepo(db), clock)),
    ...moodRoutes(new MoodsService(new MoodsRepo(db), channels)),
    ...channelListRoutes(new ChannelListsService(new ChannelListsRepo(db), channels)),
    ...playlistRoutes(playlists),
    ...ratingRoutes(new RatingsService(new RatingsRepo(db), clock)),
    ...favoriteRoutes(favorites),
    ...historyRoutes(channelHistory),
    ...songHistoryRoutes(new SongHistoryService(new SongHistoryRepo(db))),
    ...searchRoutes(new SearchService(new SearchRepo(db), channels)),
    ...accountRoutes,
    ...demographicsRoutes(new DemographicsService((userId) => accounts.zipcodeOf(userId))),
  ]);
  registerStartRoute(app, playlists, audio);
  const openApi = buildOpenApi(table.routes, process.env.npm_package_version ?? 'unversioned');
  app.get('/api/openapi.json', async () => openApi);
  registerHealthRoutes(app, { db, redis: deps.redis });

  registerAudioRoutes(app, audio, { crossOrigin: config.audioBaseUrl !== null });
  registerArtRoutes(app, new ArtRepo(db), channels, new MediaStore(mediaDir(config.dataDir)));
  registerSeoRoutes(app, new SeoRepo(db), config.publicUrl);
  const clientEnv = {
    fbAppId: config.facebook?.appId ?? null,
    version: config.version,
    adsEnabled: config.ads.enabled,
    adTagUrl: config.ads.enabled ? config.ads.tagUrl : null,
    siteUrl: config.publicUrl,
  };
  registerNotFound(app, pages ? await registerSsr(app, config.webDist, clientEnv, config.audioBaseUrl) : undefined);
  return app;
}
