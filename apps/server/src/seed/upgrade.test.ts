import { buildPages } from '@earshot/catalog';
import { Migrator, sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { type Db, migrateToLatest } from '../db';
import { migrationProvider } from '../db/migrations';
import { prepareDatabase } from '../instance';
import { databaseSnapshot } from '../test/db-snapshot';
import { type DialectName, type TestDb, DIALECTS, createTestDb } from '../test/db';
import { SEEDED_KEY, UPGRADE_MARKERS, upgradeSeededCatalog } from './index';

/** What a listener leaves behind; none of it may be lost or doubled by an upgrade. */
const LISTENER_TABLES = ['users', 'sessions', 'ratings', 'favorites', 'channel_history', 'plays', 'channels', 'channel_added_channels', 'channel_removed_tracks'];
/** The tables the old migrations filled for a database seeded before them. */
const DEMO_TABLES = ['pages', 'page_genres', 'search_terms', 'banners', 'charities', 'ad_creatives'];
const USER = 'c'.repeat(24);
const COPY = 'd'.repeat(24);
/** The start path (instance.ts), on the test catalog. */
const startPath = (db: Db) => prepareDatabase(db, { catalogSize: 'test' });

/** A user with a session, ratings, a favorite, channel history, plays and a user channel (a blend with a ban). */
async function addListenerData(db: Db): Promise<void> {
  const source = await db.selectFrom('channels').selectAll().where('owner_user_id', 'is', null).where('five_star', '=', 0).orderBy('oldid').executeTakeFirstOrThrow();
  const tracks = await db.selectFrom('channel_tracks').select('track_id').where('channel_id', '=', source.id).orderBy('position').limit(3).execute();
  expect(tracks).toHaveLength(3);
  await db.insertInto('users').values({
    id: USER, email: 'upgrade@example.com', password_hash: 'x', facebook_id: null, birth_year: 1990, birth_month: 1,
    birth_day: 2, gender: 'f', zipcode: '10001', created_at: 1, updated_at: 2,
  }).execute();
  await db.insertInto('sessions').values({ id: 'e'.repeat(64), user_id: USER, created_at: 3, last_seen_at: 4 }).execute();
  await db.insertInto('ratings').values(tracks.map((t, i) => ({ user_id: USER, track_id: t.track_id, rating: 5 - i, channel_id: source.id, rated_at: 10 + i }))).execute();
  await db.insertInto('favorites').values({ user_id: USER, channel_id: source.id, created_at: 20 }).execute();
  await db.insertInto('channel_history').values({ user_id: USER, channel_id: source.id, heard_at: 21 }).execute();
  await db.insertInto('plays').values(tracks.map((t, i) => ({
    listener_key: `u:${USER}`, user_id: USER, channel_id: source.id, track_id: t.track_id, served_at: 30 + i, ms_played: 1000 * i, skipped: i === 2 ? 1 : 0,
  }))).execute();
  await db.insertInto('channels').values({
    ...source, id: COPY, oldid: 123_456_789, channel_uuid: 'upgrade-copy', genre_id: null, owner_user_id: USER, source_channel_id: source.id, created_at: 40,
  }).execute();
  await db.insertInto('channel_added_channels').values({ channel_id: COPY, added_channel_id: source.id, created_at: 40 }).execute();
  await db.insertInto('channel_removed_tracks').values({ channel_id: COPY, track_id: tracks[0].track_id, created_at: 41 }).execute();
}

async function counts(db: Db, tables: string[]): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const table of tables) {
    out[table] = Number((await sql<{ n: number | string }>`SELECT count(*) AS n FROM ${sql.table(table)}`.execute(db)).rows[0].n);
  }
  return out;
}

/** A table's rows without the columns a refill may legitimately change (serial ids, creation times), sorted. */
async function rowsWithout(db: Db, table: string, omit: string[] = []): Promise<string[]> {
  const { rows } = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db);
  return rows.map((row) => JSON.stringify(Object.entries(row).filter(([column]) => !omit.includes(column)))).sort();
}

async function demoRows(db: Db): Promise<Record<string, string[]>> {
  return {
    pages: await rowsWithout(db, 'pages'),
    page_genres: await rowsWithout(db, 'page_genres'),
    search_terms: await rowsWithout(db, 'search_terms', ['id']),
    banners: await rowsWithout(db, 'banners'),
    charities: await rowsWithout(db, 'charities'),
    ad_creatives: await rowsWithout(db, 'ad_creatives', ['created_at']),
  };
}

const pick = (snapshot: Record<string, string>, tables: string[]) => Object.fromEntries(tables.map((t) => [t, snapshot[t]]));

async function markers(db: Db): Promise<string[]> {
  return (await db.selectFrom('settings').select('key').where('key', 'in', [SEEDED_KEY, ...UPGRADE_MARKERS]).orderBy('key').execute()).map((r) => r.key);
}

/** Today's main never wrote the upgrade markers (they are new): a database it made lacks them. */
async function asMadeByTodaysMain(db: Db): Promise<void> {
  await db.deleteFrom('settings').where('key', 'in', [...UPGRADE_MARKERS]).execute();
}

describe.each(DIALECTS)('upgrading a seeded database on %s', (dialect: DialectName) => {
  let t: TestDb | undefined;
  afterEach(async () => {
    await t?.destroy();
    t = undefined;
  });

  it('a fresh seed sets every upgrade marker, so the steps have nothing to do', async () => {
    t = await createTestDb(dialect);
    expect(await markers(t.db)).toEqual([SEEDED_KEY, ...UPGRADE_MARKERS].sort());
    expect(Object.values(await upgradeSeededCatalog(t.db))).toEqual(['done', 'done', 'done']);
  });

  it("keeps a database made by today's main exactly as it was, listener data included, and only sets the markers", async () => {
    t = await createTestDb(dialect);
    const { db } = t;
    await asMadeByTodaysMain(db);
    await addListenerData(db);
    const before = await databaseSnapshot(db, ['settings']);
    const countsBefore = await counts(db, [...LISTENER_TABLES, ...DEMO_TABLES]);
    // (page_genres may be empty: the test catalog lacks most genres the articles are about.)
    for (const table of [...LISTENER_TABLES, ...DEMO_TABLES].filter((x) => x !== 'page_genres')) expect(countsBefore[table], table).toBeGreaterThan(0);

    expect(await startPath(db)).toBe(false);
    // Every table, row for row (a rebuilt search index would have new ids, refilled pages would collide).
    expect(await databaseSnapshot(db, ['settings'])).toEqual(before);
    expect(await counts(db, [...LISTENER_TABLES, ...DEMO_TABLES])).toEqual(countsBefore);
    expect(await markers(db)).toEqual([SEEDED_KEY, ...UPGRADE_MARKERS].sort());
    // And once marked, the steps are done.
    expect(Object.values(await upgradeSeededCatalog(db))).toEqual(['done', 'done', 'done']);
  });

  it('gives a database seeded before search, pages and demo content the rows the old migrations gave it, listener data intact', async () => {
    t = await createTestDb(dialect);
    const { db } = t;
    // What a fresh seed holds is what the old migrations filled (the same builders, the same genres).
    const expected = await demoRows(db);
    const migrator = new Migrator({ db, provider: migrationProvider });
    expect((await migrator.migrateTo('20261126_0007_blends')).error).toBeUndefined();
    const tables = (await db.introspection.getTables()).map((x) => x.name);
    for (const table of ['search_terms', 'pages', 'banners', 'charities', 'ad_creatives']) expect(tables).not.toContain(table);
    await asMadeByTodaysMain(db);
    expect(await markers(db)).toEqual([SEEDED_KEY]);
    await addListenerData(db);
    const listenerBefore = pick(await databaseSnapshot(db), LISTENER_TABLES);

    await migrateToLatest(db);
    // The frozen migrations fill nothing.
    expect(await counts(db, DEMO_TABLES)).toEqual(Object.fromEntries(DEMO_TABLES.map((table) => [table, 0])));
    expect(await startPath(db)).toBe(false);

    expect(await demoRows(db)).toEqual(expected);
    const genres = await db.selectFrom('genres').select(['id', 'param']).execute();
    const pages = await db.selectFrom('pages').select('url').orderBy('sort').execute();
    expect(pages.map((p) => p.url)).toEqual(buildPages(genres).pages.map((p) => p.url));
    expect(expected.search_terms.length).toBeGreaterThan(0);
    expect(expected.banners.length * expected.charities.length * expected.ad_creatives.length).toBeGreaterThan(0);
    if (dialect === 'sqlite') {
      // The FTS table was told about the new rows.
      const term = await db.selectFrom('search_terms').select('norm').where('kind', '=', 'channel').orderBy('weight', 'desc').executeTakeFirstOrThrow();
      const probe = `"${term.norm.slice(0, 6)}"`;
      const hits = await sql<{ rowid: number }>`SELECT rowid FROM search_terms_fts WHERE search_terms_fts MATCH ${probe}`.execute(db);
      expect(hits.rows.length).toBeGreaterThan(0);
    }
    expect(pick(await databaseSnapshot(db), LISTENER_TABLES)).toEqual(listenerBefore);
    expect(await markers(db)).toEqual([SEEDED_KEY, ...UPGRADE_MARKERS].sort());
  });

  it('fills each table once when two servers upgrade the same database at once', async () => {
    t = await createTestDb(dialect);
    const { db } = t;
    const expected = await counts(db, DEMO_TABLES);
    await db.deleteFrom('settings').where('key', 'in', [...UPGRADE_MARKERS]).execute();
    for (const table of ['page_genres', 'pages', 'search_terms', 'banners', 'charities', 'ad_creatives']) {
      await sql`DELETE FROM ${sql.table(table)}`.execute(db);
    }
    const [first, second] = await Promise.all([upgradeSeededCatalog(db), upgradeSeededCatalog(db)]);
    for (const label of Object.keys(first)) expect([first[label], second[label]].sort()).toEqual(['done', 'filled']);
    expect(await counts(db, DEMO_TABLES)).toEqual(expected);
  });

  it('runs no step on a database that is not seeded (its seed fills the tables and sets the markers)', async () => {
    t = await createTestDb(dialect);
    const { db } = t;
    await db.deleteFrom('settings').where('key', 'in', [SEEDED_KEY, ...UPGRADE_MARKERS]).execute();
    expect(Object.values(await upgradeSeededCatalog(db))).toEqual(['done', 'done', 'done']);
    expect(await markers(db)).toEqual([]);
  });
});
