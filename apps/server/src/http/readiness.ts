import type { FastifyInstance } from 'fastify';
import type { Redis } from 'ioredis';
import { sql } from 'kysely';
import type { Db } from '../db';

type Check = 'ok' | 'unreachable' | 'not configured';

async function check(probe: (() => Promise<unknown>) | null): Promise<Check> {
  if (!probe) return 'not configured';
  return probe().then(
    () => 'ok' as const,
    () => 'unreachable' as const,
  );
}

/**
 * GET /healthz says the process answers (restart it if not); GET /readyz says it can serve
 * listeners: its database and Redis answer. A load balancer sends traffic only to ready servers,
 * and a closing server answers 503 to both (fastify refuses requests once close() starts).
 */
export function registerHealthRoutes(app: FastifyInstance, deps: { db: Db; redis?: Redis }): void {
  app.get('/healthz', async () => ({ status: 'ok' }));
  const { db, redis: client } = deps;
  app.get('/readyz', async (_req, reply) => {
    const [database, redis] = await Promise.all([
      check(() => sql`select 1`.execute(db)),
      check(client ? () => client.ping() : null),
    ]);
    const ready = database === 'ok' && redis !== 'unreachable';
    reply.header('cache-control', 'no-store').status(ready ? 200 : 503);
    return { status: ready ? 'ready' : 'unavailable', database, redis };
  });
}
