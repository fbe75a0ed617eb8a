import type { CatalogSize } from '@earshot/catalog';
import type { Db } from '../db';
import { type SeedProgress, seedCatalogIfEmpty } from './catalog';
import { upgradeSeededCatalog } from './upgrades';

/**
 * The seed layer, above the modules: the demo catalog and what the demo shows beside it (pages, the
 * search index, banners, charities, house ads). Migrations only shape tables; this fills them.
 */
export { CATALOG_SIZES, type SeedProgress, isCatalogSeeded, seedCatalogIfEmpty } from './catalog';
export { SEEDED_KEY, UPGRADE_MARKERS } from './markers';
export { type UpgradeOutcome, upgradeSeededCatalog } from './upgrades';

/**
 * After migrations, wherever the server or a command seeds: a seeded database gets the upgrade steps
 * it lacks, an empty one the demo catalog (which sets every step's marker). Returns whether it seeded.
 */
export async function seedDemo(db: Db, size: CatalogSize, progress?: SeedProgress): Promise<boolean> {
  await upgradeSeededCatalog(db);
  return seedCatalogIfEmpty(db, size, progress);
}
