import type { Insertable, Kysely } from 'kysely';
import type { Database } from './schema';

/** Tables whose rows are keyed by an `id` column alone. */
type KeyedById = { [T in keyof Database]: Database[T] extends { id: string } ? T : never }[keyof Database];

/** Inserts a row, or replaces the row with its id: how curation writes what a file defines. */
export async function upsertById<T extends KeyedById>(tx: Kysely<Database>, table: T, row: Insertable<Database[T]> & { id: string }): Promise<void> {
  const { id: _id, ...rest } = row;
  // The cast spans the generic table: every table here has an `id` primary key and takes its own row.
  await tx.insertInto(table).values(row as never).onConflict((oc) => oc.column('id' as never).doUpdateSet(rest as never)).execute();
}
