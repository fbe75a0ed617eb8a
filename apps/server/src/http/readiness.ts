import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import type { Db } from '../db';
import { isCatalogSeeded } from '../seed';

/** 'seeding': the database answers, but a first start has not finished seeding the catalog. */
type Check = 'ok' | 'seeding' | 'unreachable' | 'not configured';

async function check(probe: (() => Promise<Check>) | null): Promise<Check> {
  if (!probe) return 'not configured';
  return probe().catch(() => 'unreachable' as const);
}

/**
 * GET /healthz says the process answers (restart it if not); GET /readyz says it can serve
 * listeners: its database and Redis answer, and the demo catalog is in (a first start listens
 * while it seeds, for tens of seconds). A load balancer sends traffic only to ready servers,
 * and a closing server answers 503 to both (fastify refuses requests once close() starts).
 */
export function registerHealthRoutes(app: FastifyInstance, deps: { db: Db; redis?: Redis }): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  const { db, redis: client } = deps;
  app.get('/readyz', async (_req, reply) => {
    const [database, redis] = await Promise.all([
      check(async () => ((await isCatalogSeeded(db)) ? 'ok' : 'seeding')),
      check(client ? () => client.ping().then(() => 'ok' as const) : null),
    ]);
    const ready = database === 'ok' && redis !== 'unreachable';
    reply.header('cache-control', 'no-store').status(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'unavailable', database, redis };
  });
}
