import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { buildApp } from './app';
import type { Config } from './config';
import { type Db, createDb, migrateToLatest } from './db';
import { RedisRateLimiter } from './http/redis-rate-limit';
import { createAudioService } from './modules/media';
import { TrackRepo } from './modules/catalog';
import { connectRedis } from './redis';
import { CATALOG_SIZES, seedDemo } from './seed';

export interface Instance {
  app: FastifyInstance;
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
  const db = createDb(config.database);
  let redis: Redis | undefined;
  try {
    redis = config.redisUrl ? await connectRedis(config.redisUrl) : undefined;
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
  });
  const app = await buildApp({
    config,
    db,
    audio,
    redis,
    pages: opts.pages,
    limiter: redis ? new RedisRateLimiter(redis) : undefined,
  });
  let closing: Promise<void> | undefined;
  const close = async () => {
    await app.close();
    await audio.close();
    await redis?.quit();
    await db.destroy();
  };
  // Once: a second signal, or a test stopping a server it already stopped, waits for the same close.
  return { app, close: () => (closing ??= close()) };
}
