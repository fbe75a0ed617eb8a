import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { TEST_CATALOG } from '@earshot/catalog';
import type { Config } from '../config';
import { type Db, createDb, migrateToLatest } from '../db';
import { seedDemo } from '../seed';

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
    await seedDemo(db, TEST_CATALOG);
    return { db, destroy: () => db.destroy() };
  }
  const { database, drop } = await createEmptyPostgres();
  const db = createDb(database);
  await migrateToLatest(db);
  await seedDemo(db, TEST_CATALOG);
  return {
    db,
    url: database.url,
    destroy: async () => {
      await db.destroy();
      await drop();
    },
  };
}

export interface EmptyDatabase {
  database: Config['database'];
  /** Removes it, once every connection to it is closed. */
  drop(): Promise<void>;
}

/** A database as a server's first start finds it (empty, not even migrated), that no other test file can see. */
export async function createEmptyDatabase(dialect: DialectName): Promise<EmptyDatabase> {
  if (dialect === 'postgres') return createEmptyPostgres();
  // A file, not memory: the server and its seeding use a connection each.
  const dir = mkdtempSync(path.join(os.tmpdir(), 'earshot-db-'));
  return { database: { kind: 'sqlite', file: path.join(dir, 'earshot.db') }, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

async function createEmptyPostgres(): Promise<EmptyDatabase & { database: { kind: 'postgres'; url: string } }> {
  const name = `earshot_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(process.env.DATABASE_URL as string);
  url.pathname = `/${name}`;
  return {
    database: { kind: 'postgres', url: url.toString() },
    drop: async () => {
      await connectionsClosed(name);
      await adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    },
  };
}
