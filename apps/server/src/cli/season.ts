import { ConfigError, loadConfig } from '../config';
import { createDb, migrateToLatest } from '../db';
import { runSeasonCommand } from '../modules/promotions/season-of-sharing/command';
import { SeasonOfSharingRepo } from '../modules/promotions/season-of-sharing/repo';
import { SeasonOfSharingService } from '../modules/promotions/season-of-sharing/service';
import { upgradeSeededCatalog } from '../seed';

/** `npm run season -- <command>`: the Season of Sharing's operator commands, on the server's database. */
async function main(): Promise<void> {
  const config = loadConfig();
  const db = createDb(config.database);
  try {
    await migrateToLatest(db);
    // A database seeded before these tables gets the demo's rows first, as the server's start would give it.
    await upgradeSeededCatalog(db);
    const lines = await runSeasonCommand(new SeasonOfSharingService(new SeasonOfSharingRepo(db), Date.now), process.argv.slice(2));
    for (const line of lines) console.log(line);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError || error instanceof Error ? error.message : error);
  process.exit(1);
});
