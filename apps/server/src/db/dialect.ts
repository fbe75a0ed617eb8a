import { type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';

export function isPostgres<Schema>(db: Kysely<Schema>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** An auto-incrementing integer primary key `id`, spelled the way each dialect wants it. */
export function autoIncrementId<Schema>(db: Kysely<Schema>) {
  return <T extends string>(table: CreateTableBuilder<T, string>) =>
    isPostgres(db)
      ? table.addColumn('id', 'bigserial', (c) => c.primaryKey())
      : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** True for a UNIQUE (or primary key) violation on either dialect, so callers can insert first and ask later. */
export function isUniqueViolation(err: unknown): boolean {
  const code = (err as { code?: unknown } | null)?.code;
  return code === '23505' || code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY';
}
