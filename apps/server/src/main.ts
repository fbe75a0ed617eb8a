import cluster from 'node:cluster';
import { runPrimary } from './cluster';
import { Progress } from './cli/progress';
import { type Config, ConfigError, loadConfig } from './config';
import { type Db, createDb, migrateToLatest } from './db';
import { createInstance } from './instance';
import { clusterScrapes, listenForScrapes } from './metrics/scrapes';
import { CATALOG_SIZES, seedCatalogIfEmpty, upgradeSeededCatalog } from './seed';

/** In-flight requests get this long after SIGTERM (orchestrators kill at 30 s); then the process exits anyway. */
const SHUTDOWN_GRACE_MS = 25_000;

/** One JSON line, like the server's pino logs, for what happens before or outside the app. */
const log = (msg: string) => console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg }));

/**
 * A first start's seeding, step by step: a bar on a terminal, a log line a step otherwise. The
 * upgrade steps of a database seeded before have run already, before the server listened.
 */
async function seed(db: Db, config: Config): Promise<void> {
  const started = Date.now();
  const progress = new Progress((line) => log(`Seeding the demo catalog ${line}`));
  const seeded = await seedCatalogIfEmpty(db, CATALOG_SIZES[config.catalogSize], (done, total, label) => progress.step(done, total, label));
  progress.end();
  if (seeded) log(`Seeded the demo catalog in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function serve(config: Config): Promise<void> {
  const instance = await createInstance(config);
  let stopping = false;
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    instance.close().then(
      () => process.exit(0),
      (err: unknown) => {
        instance.app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', shutdown);
  process.on('SIGINT', shutdown);
  await instance.app.listen({ port: config.port, host: config.host });
}

async function main() {
  const config = loadConfig();
  if (!cluster.isPrimary) return serve(config);
  // Only the primary (or the single process) migrates and seeds, on a connection of its own; the
  // schema first, since every request needs it. Seeding the demo catalog takes tens of seconds,
  // so the server listens meanwhile: /healthz answers and /readyz says 503 until it is in.
  const db = createDb(config.database);
  try {
    await migrateToLatest(db);
    // A database seeded before a table existed gets that table's demo rows before anyone is served
    // (quick: the catalog is in); a new database gets everything from the seed below.
    await upgradeSeededCatalog(db);
    if (config.workers > 1) {
      runPrimary(config.workers, log);
      // The workers' figures, summed: each worker serving its own on a shared port would answer for one.
      if (config.metrics.port !== null) await listenForScrapes({ host: config.metrics.host, port: config.metrics.port }, clusterScrapes());
    } else await serve(config);
    await seed(db, config);
  } finally {
    await db.destroy();
  }
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
