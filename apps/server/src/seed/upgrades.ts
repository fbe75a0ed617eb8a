import { buildPages } from '@earshot/catalog';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../db';
import { isUniqueViolation } from '../db/dialect';
import type { Database } from '../db/schema';
import { storePages } from '../modules/content';
import { buildSearchIndex } from '../modules/search';
import { isCatalogSeeded } from './catalog';
import { storeDemoContent } from './demo-content';
import { UPGRADE_MARKER } from './markers';

/**
 * What a database seeded before a table existed lacks: the demo's rows of a table a later migration
 * added. Migrations are frozen DDL and fill nothing, so these steps do what the migrations
 * `20261127_0001_search_index`, `20261127_0002_content_pages` and `20261127_0009_banners_charities_ads`
 * once did for such a database.
 */
export interface UpgradeStep {
  /** The settings key set once the step is done (fresh seeds set it themselves). */
  marker: string;
  label: string;
  /** The step's tables: rows in any of them mean the demo's rows are in (the old migrations put them there). */
  tables: readonly (keyof Database)[];
  fill(tx: Kysely<Database>): Promise<void>;
}

export const UPGRADE_STEPS: readonly UpgradeStep[] = [
  { marker: UPGRADE_MARKER.searchIndex, label: 'search index', tables: ['search_terms'], fill: buildSearchIndex },
  {
    marker: UPGRADE_MARKER.contentPages,
    label: 'content pages',
    tables: ['pages'],
    // Built against the genres the database holds, as the migration did (pages of genres it lacks are skipped).
    fill: async (tx) => storePages(tx, buildPages(await tx.selectFrom('genres').select(['id', 'param']).execute())),
  },
  { marker: UPGRADE_MARKER.demoContent, label: 'banners, charities and house ads', tables: ['banners', 'charities', 'ad_creatives'], fill: storeDemoContent },
];

/** What a step did: filled its tables, found them filled (a database the old migrations upgraded) and only marked it, or nothing. */
export type UpgradeOutcome = 'filled' | 'marked' | 'done';

/**
 * Runs each upgrade step a seeded database has not had, in order; an unseeded database has none to
 * run (its seed fills every table and sets every marker). Each step is one transaction that claims
 * its marker first, so a second server starting on the same database waits for it and then finds
 * the marker taken: the tables are filled once.
 */
export async function upgradeSeededCatalog(db: Db): Promise<Record<string, UpgradeOutcome>> {
  const outcomes: Record<string, UpgradeOutcome> = {};
  const seeded = await isCatalogSeeded(db);
  for (const step of UPGRADE_STEPS) outcomes[step.label] = seeded ? await runStep(db, step) : 'done';
  return outcomes;
}

async function runStep(db: Db, step: UpgradeStep): Promise<UpgradeOutcome> {
  if (await hasMarker(db, step.marker)) return 'done';
  try {
    return await db.transaction().execute(async (tx) => {
      await tx.insertInto('settings').values({ key: step.marker, value: new Date().toISOString() }).execute();
      for (const table of step.tables) {
        if ((await sql`SELECT 1 AS one FROM ${sql.table(table)} LIMIT 1`.execute(tx)).rows.length > 0) return 'marked' as const;
      }
      await step.fill(tx);
      return 'filled' as const;
    });
  } catch (err) {
    // Another server claimed the marker first and has done the step.
    if (isUniqueViolation(err) && (await hasMarker(db, step.marker))) return 'done';
    throw err;
  }
}

async function hasMarker(db: Db, key: string): Promise<boolean> {
  return Boolean(await db.selectFrom('settings').select('key').where('key', '=', key).executeTakeFirst());
}
