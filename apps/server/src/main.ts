import cluster from 'node:cluster';
import { runPrimary } from './cluster';
import { type Config, ConfigError, loadConfig } from './config';
import { createDb } from './db';
import { createInstance, prepareDatabase } from './instance';

/** In-flight requests get this long after SIGTERM (orchestrators kill at 30 s); then the process exits anyway. */
const SHUTDOWN_GRACE_MS = 25_000;

/** One JSON line, like the server's pino logs, for what happens before or outside the app. */
const log = (msg: string) => console.log(JSON.stringify({ level: 30, time: Date.now(), pid: process.pid, msg }));

async function prepare(config: Config): Promise<void> {
  const db = createDb(config.database);
  const started = Date.now();
  try {
    if (await prepareDatabase(db, config)) log(`Generated the demo catalog in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await db.destroy();
  }
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
  // Workers find the schema ready: only the primary (or the single process) migrates and seeds.
  if (cluster.isPrimary) await prepare(config);
  if (config.workers > 1 && cluster.isPrimary) runPrimary(config.workers, log);
  else await serve(config);
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
