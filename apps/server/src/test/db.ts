import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { TEST_CATALOG } from '@earshot/catalog';
import { type Db, createDb, migrateToLatest } from '../db';
import { seedCatalogIfEmpty } from '../db/seed';

export type DialectName = 'sqlite' | 'postgres';

/** SQLite always; PostgreSQL as well when DATABASE_URL is set (CI sets it). */
export const DIALECTS: DialectName[] = process.env.DATABASE_URL ? ['sqlite', 'postgres'] : ['sqlite'];

export interface TestDb {
  db: Db;
  /** The database's postgres:// URL, for servers started on it; none for SQLite (in memory). */
  url?: string;
  destroy(): Promise<void>;
}

async function adminQuery<R extends pg.QueryResultRow = pg.QueryResultRow>(sql: string, values: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    return (await client.query<R>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/**
 * pg's pool.end() resolves before its connections have closed; dropping the database under a
 * closing connection makes that client emit an unhandled 57P01 error. Wait for them (briefly).
 */
async function connectionsClosed(name: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const [{ n }] = await adminQuery<{ n: number }>('SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1', [name]);
    if (n === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** A fresh, migrated, seeded database that no other test file can see; dropped on destroy. */
export async function createTestDb(dialect: DialectName): Promise<TestDb> {
  if (dialect === 'sqlite') {
    const db = createDb({ kind: 'sqlite', file: ':memory:' });
    await migrateToLatest(db);
    await seedCatalogIfEmpty(db, TEST_CATALOG);
    return { db, destroy: () => db.destroy() };
  }
  const name = `earshot_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  const db = createDb({ kind: 'postgres', url: url.toString() });
  await migrateToLatest(db);
  await seedCatalogIfEmpty(db, TEST_CATALOG);
  return {
    db,
    url: url.toString(),
    destroy: async () => {
      await db.destroy();
      await connectionsClosed(name);
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
