import type { Kysely } from 'kysely';

/**
 * Royalty reports and listening figures (issue 26) read a month of plays by when they were served:
 * with `served_at` indexed on its own that is one range, not every play ever logged.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.createIndex('plays_served').on('plays').column('served_at').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('plays_served').execute();
}
