import type { Kysely } from 'kysely';

/**
 * My Song History reads a listener's newest plays: with `served_at` after `user_id` in the index,
 * it walks the index backwards and stops after the few rows it lists instead of sorting every play
 * the listener ever had. The old single-column index is its prefix (account deletion still uses it).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('plays_user_served').on('plays').columns(['user_id', 'served_at']).execute();
  await db.schema.dropIndex('plays_user').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('plays_user').on('plays').column('user_id').execute();
  await db.schema.dropIndex('plays_user_served').execute();
}
