import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import { isPostgres } from '../../db/dialect';
import type { Database } from '../../db/schema';

/** What an export file says of the account (issue 27): never its password hash, sessions, tokens or Facebook id. */
export async function accountOf(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .select(['email', 'created_at', 'birth_year', 'birth_month', 'birth_day', 'gender', 'zipcode'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}

/**
 * Locks the account's row for the rest of the transaction on PostgreSQL, so two imports into one
 * account take turns (the second then finds the first's data); SQLite runs one writer at a time.
 */
export async function lockAccount(trx: Kysely<Database>, userId: string): Promise<void> {
  if (isPostgres(trx)) await trx.selectFrom('users').select('id').where('id', '=', userId).forNoKeyUpdate().execute();
}
