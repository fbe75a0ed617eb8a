/** The settings row that says the demo catalog is in: seeding commits it with the catalog, all or nothing. */
export const SEEDED_KEY = 'demo_catalog_seeded';

/**
 * One settings row per upgrade step (upgrades.ts), set once the step's table holds the demo's rows.
 * A fresh seed sets them all in its own transaction, since it fills those tables itself.
 */
export const UPGRADE_MARKER = {
  searchIndex: 'seed_upgrade_search_index',
  contentPages: 'seed_upgrade_content_pages',
  demoContent: 'seed_upgrade_demo_content',
} as const;

export const UPGRADE_MARKERS: readonly string[] = Object.values(UPGRADE_MARKER);
