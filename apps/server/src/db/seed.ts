import { type CatalogData, type CatalogSize, FULL_CATALOG, TEST_CATALOG, generateCatalog } from '@earshot/catalog';
import type { Kysely } from 'kysely';
import { storePages } from '../modules/content-pages/repo';
import { storeDemoContent } from './demo-content';
import { buildSearchIndex } from '../modules/search/index-builder';
import type { Db } from './index';
import type { Database } from './schema';

export const SEEDED_KEY = 'demo_catalog_seeded';
// Stays under SQLite's 32,766 bound-parameter limit (PostgreSQL allows 65,535).
const MAX_PARAMS = 30_000;

export const CATALOG_SIZES: Record<'full' | 'test', CatalogSize> = { full: FULL_CATALOG, test: TEST_CATALOG };

/** First start: generate the demo catalog and insert it in one transaction, so a crash leaves nothing half-seeded. */
export async function seedCatalogIfEmpty(db: Db, size: CatalogSize): Promise<boolean> {
  const done = await db.selectFrom('settings').select('value').where('key', '=', SEEDED_KEY).executeTakeFirst();
  if (done) return false;
  const catalog = generateCatalog(size);
  await db.transaction().execute(async (tx) => {
    await insertCatalog(tx, catalog);
    await buildSearchIndex(tx);
    await tx.insertInto('settings').values({ key: SEEDED_KEY, value: new Date().toISOString() }).execute();
  });
  return true;
}

/** Parents before children, so foreign keys hold at every insert. */
async function insertCatalog(tx: Kysely<Database>, c: CatalogData): Promise<void> {
  const tables: [keyof Database, readonly object[]][] = [
    ['genres', c.genres], ['brands', c.brands], ['artists', c.artists], ['albums', c.albums],
    ['tracks', c.tracks], ['channels', c.channels], ['channel_tracks', c.channelTracks],
    ['keywords', c.keywords], ['home_sections', c.homeSections], ['home_section_channels', c.homeSectionChannels],
    ['mood_groups', c.moodGroups], ['mood_group_channels', c.moodGroupChannels],
  ];
  for (const [table, rows] of tables) await insertAll(tx, table, rows);
  // Pages go through their own writer, which sanitises their HTML.
  await storePages(tx, c);
  await storeDemoContent(tx);
}

async function insertAll<T extends keyof Database>(tx: Kysely<Database>, table: T, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  const perBatch = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(rows[0]).length));
  for (let i = 0; i < rows.length; i += perBatch) {
    // Rows come from the generator typed against the same columns; the cast spans the generic table key.
    await tx.insertInto(table).values(rows.slice(i, i + perBatch) as never).execute();
  }
}
