import { ConfigError, loadConfig } from '../config';
import { createDb, migrateToLatest } from '../db';
import { createPromotions, runAdsCommand } from '../modules/promotions';
import { upgradeSeededCatalog } from '../seed';

/** `npm run ads -- <command>`: the ad server's operator commands, on the server's database. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDb(config.database);
  try {
    await migrateToLatest(db);
    // A database seeded before these tables gets the demo's rows first, as the server's start would give it.
    await upgradeSeededCatalog(db);
    for (const line of await runAdsCommand(createPromotions({ db, clock: Date.now }).ads, process.argv.slice(2))) console.log(line);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
