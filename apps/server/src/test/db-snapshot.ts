import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db';

/**
 * A fingerprint of every table's rows (count and content), to show that a request changed nothing.
 * `ignore` names tables a caller expects to change.
 */
export async function databaseSnapshot(db: Db, ignore: string[] = []): Promise<Record<string, string>> {
  const tables = (await db.introspection.getTables()).map((t) => t.name).filter((name) => !ignore.includes(name)).sort();
  const snapshot: Record<string, string> = {};
  for (const table of tables) {
    const rows = (await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db)).rows;
    const lines = rows.map((row) => JSON.stringify(row)).sort();
    snapshot[table] = `${rows.length} rows, ${createHash('sha256').update(lines.join('\n')).digest('hex').slice(0, 16)}`;
  }
  return snapshot;
}
