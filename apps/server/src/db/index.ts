import Sqlite from 'better-sqlite3';
import { Kysely, type LogConfig, Migrator, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Config } from '../config';
import { startCheckpointer, WAL_SAFETY_CHECKPOINT_PAGES } from './checkpointer';
import { isUniqueViolation } from './dialect';
import { migrationProvider } from './migrations';
import type { Database } from './schema';

export type Db = Kysely<Database>;

// int8 (bigint) columns hold epoch milliseconds and seeds, all well inside the safe-integer range.
pg.types.setTypeParser(20, (v) => Number(v));

export interface DbOptions {
  /**
   * Each query that failed (the server's metrics count them). A unique violation is left out: the
   * code expects those, as the answer to a race (an address taken, a vote cast twice).
   */
  onError?: () => void;
}

/** Kysely's log hook, reporting failed queries only. */
function errorLog(onError: () => void): LogConfig {
  return (event) => {
    if (event.level === 'error' && !isUniqueViolation(event.error)) onError();
  };
}

export function createDb(database: Config['database'], options: DbOptions = {}): Db {
  const log = options.onError && errorLog(options.onError);
  if (database.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: database.url, max: 10 });
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
  }
  const sqlite = new Sqlite(database.file);
  // WAL with synchronous=NORMAL keeps every committed write across a process crash (kill -9).
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma(`wal_autocheckpoint = ${WAL_SAFETY_CHECKPOINT_PAGES}`);
  // An in-memory database (the tests') has no write-ahead log to fold back.
  const checkpointer = database.file === ':memory:' ? null : startCheckpointer(database.file);
  let closing: Promise<void> = Promise.resolve();
  const closeAll = () => {
    closing = (async () => {
      await checkpointer?.stop();
      sqlite.close();
    })();
    return closing;
  };
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, closeAll) }), log });
  // Kysely's SQLite driver does not wait for close(); a graceful stop must, or the process exits
  // before the database is closed and its write-ahead log folded back.
  const destroy = db.destroy.bind(db);
  db.destroy = async () => {
    await destroy();
    await closing;
  };
  return db;
}

/** Distinct SQL texts kept prepared; the service issues a few dozen shapes, so this never fills in practice. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query afresh; compiling the same SQL again cost about a tenth of a
 * playlist call under load. Statements are reusable (calls are synchronous), so keep them.
 * `close` replaces the database's own close (the checkpointer's connection goes first).
 */
function withStatementCache(sqlite: Sqlite.Database, close: () => Promise<void>): Sqlite.Database {
  const cache = new Map<string, Sqlite.Statement>();
  const prepare = sqlite.prepare.bind(sqlite);
  return new Proxy(sqlite, {
    get(target, prop, receiver) {
      if (prop === 'close') return close;
      if (prop !== 'prepare') return Reflect.get(target, prop, receiver);
      return (sql: string) => {
        let statement = cache.get(sql);
        if (!statement) {
          statement = prepare(sql);
          if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value as string);
          cache.set(sql, statement);
        }
        return statement;
      };
    },
  });
}

export async function migrateToLatest(db: Db): Promise<void> {
  const migrator = new Migrator({ db, provider: migrationProvider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    throw new Error(`Migration ${failed?.migrationName ?? ''} failed: ${String(error)}`);
  }
}
