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
  destroy(): Promise<void>;
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
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
    destroy: async () => {
      await db.destroy();
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
