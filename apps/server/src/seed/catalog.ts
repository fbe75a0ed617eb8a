import { type CatalogData, type CatalogSize, FULL_CATALOG, TEST_CATALOG, generateCatalog } from '@earshot/catalog';
import { type Kysely, sql } from 'kysely';
import type { Db } from '../db';
import { isPostgres } from '../db/dialect';
import type { Database } from '../db/schema';
import { storePages } from '../modules/content';
import { buildSearchIndex } from '../modules/search';
import { storeDemoContent } from './demo-content';
import { SEEDED_KEY, UPGRADE_MARKERS } from './markers';

// SQLite's batches stay under its 32,766 bound-parameter limit (PostgreSQL's go as JSON, below).
const MAX_PARAMS = 30_000;
/** Rows a JSON batch holds on PostgreSQL: a few MB of text a statement. */
const JSON_ROWS_PER_BATCH = 10_000;

export const CATALOG_SIZES: Record<'full' | 'test', CatalogSize> = { full: FULL_CATALOG, test: TEST_CATALOG };

/** Step `done` of `total` of seeding finished (e.g. "tracks: 68,397 rows in 2.8 s"); the shape Progress.step takes. */
export type SeedProgress = (done: number, total: number, label: string) => void;

type SeedStep = [label: string, run: (tx: Kysely<Database>) => Promise<unknown>];

/** Whether the demo catalog is in: seeding commits this mark with the catalog, all or nothing. */
export async function isCatalogSeeded(db: Db): Promise<boolean> {
  return Boolean(await db.selectFrom('settings').select('value').where('key', '=', SEEDED_KEY).executeTakeFirst());
}

/**
 * First start: generate the demo catalog and insert it in one transaction, so a crash leaves
 * nothing half-seeded. It takes a while (the full catalog, tens of seconds), so each step is
 * reported as it finishes.
 */
export async function seedCatalogIfEmpty(db: Db, size: CatalogSize, progress: SeedProgress = () => {}): Promise<boolean> {
  if (await isCatalogSeeded(db)) return false;
  let started = Date.now();
  const catalog = generateCatalog(size);
  const steps = seedSteps(catalog, isPostgres(db));
  const total = steps.length + 1;
  const report = (done: number, label: string) => {
    progress(done, total, `${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    started = Date.now();
  };
  report(1, 'generated the demo catalog');
  await db.transaction().execute(async (tx) => {
    for (const [i, [label, run]] of steps.entries()) {
      await run(tx);
      report(i + 2, label);
      await requestsGetTheirTurn();
    }
  });
  return true;
}

/** Parents before children, so foreign keys hold at every insert; the search index last, from what is in. */
function seedSteps(c: CatalogData, postgres: boolean): SeedStep[] {
  const tables: [keyof Database, readonly object[]][] = [
    ['genres', c.genres], ['brands', c.brands], ['artists', c.artists], ['albums', c.albums],
    ['tracks', c.tracks], ['channels', c.channels], ['channel_tracks', c.channelTracks],
    ['keywords', c.keywords], ['home_sections', c.homeSections], ['home_section_channels', c.homeSectionChannels],
    ['mood_groups', c.moodGroups], ['mood_group_channels', c.moodGroupChannels],
  ];
  const statistics: SeedStep = ['table statistics', (tx) => analyze(tx, tables.map(([table]) => table))];
  return [
    ...tables.map(([table, rows]): SeedStep => [`${table}: ${rows.length.toLocaleString('en')} rows`, (tx) => insertAll(tx, table, rows)]),
    // Pages go through their own writer, which sanitises their HTML.
    ['content pages', (tx) => storePages(tx, c)],
    ['banners, charities and house ads', storeDemoContent],
    ...(postgres ? [statistics] : []),
    ['search index', buildSearchIndex],
    // The upgrade steps' markers too: this seed filled what each of them would.
    ['marked seeded', (tx) => tx.insertInto('settings').values([SEEDED_KEY, ...UPGRADE_MARKERS].map((key) => ({ key, value: new Date().toISOString() }))).execute()],
  ];
}

/**
 * PostgreSQL plans a query by its tables' statistics, and autovacuum cannot gather them for rows
 * this transaction has not committed: the search index's joins were planned for empty tables, as
 * nested loops over 300,000 channel tracks, and took five minutes instead of about one second.
 */
async function analyze(tx: Kysely<Database>, tables: (keyof Database)[]): Promise<void> {
  await sql`ANALYZE ${sql.join(tables.map((table) => sql.table(table)))}`.execute(tx);
}

async function insertAll<T extends keyof Database>(tx: Kysely<Database>, table: T, rows: readonly object[]): Promise<void> {
  if (rows.length === 0) return;
  if (isPostgres(tx)) return insertAllAsJson(tx, table, rows);
  const perBatch = Math.max(1, Math.floor(MAX_PARAMS / Object.keys(rows[0]).length));
  for (let i = 0; i < rows.length; i += perBatch) {
    // Rows come from the generator typed against the same columns; the cast spans the generic table key.
    await tx.insertInto(table).values(rows.slice(i, i + perBatch) as never).execute();
    await requestsGetTheirTurn();
  }
}

/**
 * PostgreSQL takes a batch as one JSON parameter and reads it into the table's own column types:
 * 30,000 bound parameters a statement took twice as long to send and parse (300,000 channel
 * tracks: 30 s against 16 s on a loaded machine).
 */
async function insertAllAsJson(tx: Kysely<Database>, table: keyof Database, rows: readonly object[]): Promise<void> {
  const columns = sql.join(Object.keys(rows[0]).map((column) => sql.ref(column)));
  for (let i = 0; i < rows.length; i += JSON_ROWS_PER_BATCH) {
    const batch = JSON.stringify(rows.slice(i, i + JSON_ROWS_PER_BATCH));
    await sql`INSERT INTO ${sql.table(table)} (${columns}) SELECT ${columns} FROM json_populate_recordset(NULL::${sql.table(table)}, ${batch})`.execute(tx);
  }
}

/**
 * The server listens while it seeds. SQLite runs each statement synchronously and Kysely chains
 * them as promise callbacks, which run before any I/O: without this pause between statements
 * not even /healthz would be answered until the whole catalog is in.
 */
const requestsGetTheirTurn = () => new Promise<void>((resolve) => setImmediate(resolve));
