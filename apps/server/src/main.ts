import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { createDb, migrateToLatest } from './db';
import { CATALOG_SIZES, seedCatalogIfEmpty } from './db/seed';
import { createAudioService } from './modules/audio';
import { TrackRepo } from './modules/tracks/repo';

async function main() {
  const config = loadConfig();
  const db = createDb(config.database);
  await migrateToLatest(db);
  const started = Date.now();
  if (await seedCatalogIfEmpty(db, CATALOG_SIZES[config.catalogSize])) {
    console.log(`Generated the demo catalog in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  const tracks = new TrackRepo(db);
  const audio = createAudioService({
    dataDir: config.dataDir,
    secret: config.secret,
    cacheMaxBytes: config.audioCacheMaxBytes,
    workers: config.audioWorkers,
    lookup: (id) => tracks.audioSource(id),
  });
  const app = await buildApp({ config, db, audio });
  const shutdown = async () => {
    await app.close();
    await audio.close();
    await db.destroy();
    process.exit(0);
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  await app.listen({ port: config.port, host: config.host });
}

main().catch((err) => {
  console.error(err instanceof ConfigError ? err.message : err);
  process.exit(1);
});
