import type { Kysely } from 'kysely';

/**
 * Personal stream keys (issue 25): at most one per listener, kept as the SHA-256 of the key so a
 * copy of the database plays nobody's stream. Revoking deletes the row; deleting the account does too.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('stream_keys')
    .addColumn('user_id', 'varchar(24)', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('key_hash', 'varchar(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('stream_keys').execute();
}
