import { type Config, loadConfig } from '../config';
import { type Db, createDb, migrateToLatest } from '../db';
import { CATALOG_SIZES, seedDemo } from '../seed';

/**
 * The database the server uses (DATA_DIR's SQLite file, or DATABASE_URL), brought to where the server
 * would bring it at start: migrated, and seeded once. Operator data then never has the demo catalog
 * seeded on top of it later.
 */
export async function openCatalog(): Promise<{ config: Config; db: Db }> {
  const config = loadConfig();
  const db = createDb(config.database);
  await migrateToLatest(db);
  await seedDemo(db, CATALOG_SIZES[config.catalogSize]);
  return { config, db };
}

/** Runs a command: its error message (not a stack) and exit code 1 on failure; the database is closed either way. */
export async function runCommand(command: () => Promise<number>): Promise<void> {
  try {
    process.exitCode = await command();
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  }
}
