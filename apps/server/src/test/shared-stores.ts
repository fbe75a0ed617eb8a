import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { loadConfig } from '../config';
import { type Instance, createInstance } from '../instance';
import { createTestDb } from './db';

/**
 * The several-servers tests need PostgreSQL and Redis; .ci/run provides both. They fail, never
 * skip, without them: a green run must mean the shared mode was tested.
 */
export function sharedStoreUrls(): { databaseUrl: string; redisUrl: string } {
  const { DATABASE_URL: databaseUrl, REDIS_URL: redisUrl } = process.env;
  if (!databaseUrl || !redisUrl) {
    throw new Error('The several-servers tests need DATABASE_URL (PostgreSQL) and REDIS_URL (Redis), as .ci/run sets them');
  }
  return { databaseUrl, redisUrl };
}

export interface ServerPair {
  servers: { baseUrl: string; instance: Instance; dataDir: string }[];
  db: Awaited<ReturnType<typeof createTestDb>>['db'];
  /** A client of the same Redis, to look at and clean up the shared counters. */
  redis: Redis;
  close(): Promise<void>;
}

/**
 * `count` servers as `npm start` builds them (API only), each on its own port and data folder,
 * sharing one fresh PostgreSQL database, Redis and SECRET_KEY, behind a trusted proxy.
 */
export async function startServers(count: number): Promise<ServerPair> {
  const { redisUrl } = sharedStoreUrls();
  const testDb = await createTestDb('postgres');
  const secret = randomBytes(32).toString('hex');
  const servers: ServerPair['servers'] = [];
  const dataDirs: string[] = [];
  for (let i = 0; i < count; i++) {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'earshot-servers-'));
    dataDirs.push(dataDir);
    const config = loadConfig({
      DATA_DIR: dataDir, DATABASE_URL: testDb.url, REDIS_URL: redisUrl, SECRET_KEY: secret, LOG_LEVEL: 'silent',
      NODE_ENV: 'test', CATALOG_SIZE: 'test', AUDIO_WORKERS: '1', TRUST_PROXY: 'true',
    });
    const instance = await createInstance(config, { pages: false, audioWarmUp: false });
    const address = await instance.app.listen({ port: 0, host: '127.0.0.1' });
    servers.push({ baseUrl: address, instance, dataDir });
  }
  const redis = new Redis(redisUrl);
  return {
    servers,
    db: testDb.db,
    redis,
    close: async () => {
      await Promise.all(servers.map((s) => s.instance.close().catch(() => {})));
      redis.disconnect();
      await testDb.destroy();
      for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A random private address per run: rate-limit counters in the shared Redis never meet another run's. */
export const uniqueAddress = () => `10.${[...randomBytes(3)].join('.')}`;
