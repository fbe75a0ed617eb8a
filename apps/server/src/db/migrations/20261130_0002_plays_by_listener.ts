import type { Kysely } from 'kysely';

/**
 * The ad meter reads a listener's plays on every channel since a time: with `served_at` after
 * `listener_key` in the index that is one range, not every play the listener ever had.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('plays_listener_served').on('plays').columns(['listener_key', 'served_at']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('plays_listener_served').execute();
}
