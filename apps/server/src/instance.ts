import cluster from 'node:cluster';
import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from './app';
import type { Config } from './config';
import { type Db, createDb, migrateToLatest } from './db';
import { RedisRateLimiter } from './http/redis-rate-limit';
import { createAudioService } from './modules/media';
import { TrackRepo } from './modules/catalog';
import { type ScrapeListener, answerPrimaryScrapes, listenForScrapes } from './metrics/scrapes';
import { ServiceMetrics } from './metrics/service-metrics';
import { connectRedis } from './redis';
import { CATALOG_SIZES, seedDemo } from './seed';

export interface Instance {
  app: FastifyInstance;
  metrics: ServiceMetrics;
  /** METRICS_PORT's listener (`http://host:port`), when this process has one: a single process (WORKERS=1). */
  metricsUrl: string | null;
  /**
   * Graceful stop: refuses new connections, lets requests in flight finish (and mail being sent),
   * then closes the audio workers, Redis and the database.
   */
  close(): Promise<void>;
}

export interface InstanceOptions {
  /** Server-rendered pages need the built web app (default); API-only instances skip them. */
  pages?: boolean;
  /** Prepare the audio workers before the first request (default); tests pass false to save CPU. */
  audioWarmUp?: boolean;
}

/**
 * Migrates the schema, then seeds: the demo catalog when the database is empty, the upgrade steps a
 * database seeded before their tables lacks. Returns whether it seeded the catalog.
 */
export async function prepareDatabase(db: Db, config: Pick<Config, 'catalogSize'>): Promise<boolean> {
  await migrateToLatest(db);
  return seedDemo(db, CATALOG_SIZES[config.catalogSize]);
}

/** One server as `npm start` runs it: the app with its database, Redis (when configured) and audio service. */
export async function createInstance(config: Config, opts: InstanceOptions = {}): Promise<Instance> {
  // First: the database, Redis and the audio service count into it from their first moment.
  const metrics = new ServiceMetrics();
  const db = createDb(config.database, { onError: () => metrics.databaseError() });
  let redis: Redis | undefined;
  try {
    redis = config.redisUrl ? await connectRedis(config.redisUrl, () => metrics.redisError()) : undefined;
  } catch (err) {
    await db.destroy();
    throw err;
  }
  const tracks = new TrackRepo(db);
  const audio = createAudioService({
    dataDir: config.dataDir,
    secret: config.secret,
    baseUrl: config.audioBaseUrl,
    cacheMaxBytes: config.audioCacheMaxBytes,
    workers: config.audioWorkers,
    warmUp: opts.audioWarmUp,
    lookup: (id) => tracks.audioSource(id),
    metrics,
  });
  const app = await buildApp({
    config,
    db,
    audio,
    redis,
    metrics,
    pages: opts.pages,
    limiter: redis ? new RedisRateLimiter(redis) : undefined,
  });
  // A cluster worker's figures reach Prometheus through the primary's listener (main.ts), summed.
  if (cluster.isWorker) answerPrimaryScrapes(metrics.registry);
  let scrapes: ScrapeListener | null = null;
  let closing: Promise<void> | undefined;
  const close = async () => {
    await scrapes?.close();
    await app.close();
    await audio.close();
    await redis?.quit();
    await db.destroy();
  };
  if (config.metrics.port !== null && !cluster.isWorker) {
    scrapes = await listenForScrapes({ host: config.metrics.host, port: config.metrics.port }, metrics.registry).catch(async (err: unknown) => {
      await close();
      throw err;
    });
  }
  // Once: a second signal, or a test stopping a server it already stopped, waits for the same close.
  return { app, metrics, metricsUrl: scrapes?.url ?? null, close: () => (closing ??= close()) };
}
