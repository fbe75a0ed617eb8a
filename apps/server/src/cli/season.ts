import { ConfigError, loadConfig } from '../config';
import { createDb, migrateToLatest } from '../db';
import { createPromotions, runSeasonCommand } from '../modules/promotions';
import { upgradeSeededCatalog } from '../seed';

/** `npm run season -- <command>`: the Season of Sharing's operator commands, on the server's database. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDb(config.database);
  try {
    await migrateToLatest(db);
    // A database seeded before these tables gets the demo's rows first, as the server's start would give it.
    await upgradeSeededCatalog(db);
    const lines = await runSeasonCommand(createPromotions({ db, clock: Date.now }).season, process.argv.slice(2));
    for (const line of lines) console.log(line);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
