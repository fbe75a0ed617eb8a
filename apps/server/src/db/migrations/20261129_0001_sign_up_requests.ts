import type { Kysely } from 'kysely';

/**
 * Sign-up by emailed link: the form's fields wait here, keyed by the SHA-256 of the link's token,
 * until the link is opened; only then does the account exist. Several may wait for one address.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('sign_up_requests')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('birth_year', 'integer', (c) => c.notNull())
    .addColumn('birth_month', 'integer', (c) => c.notNull())
    .addColumn('birth_day', 'integer', (c) => c.notNull())
    .addColumn('gender', 'varchar(1)', (c) => c.notNull())
    .addColumn('zipcode', 'varchar(10)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sign_up_requests_email').on('sign_up_requests').column('email').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('sign_up_requests').execute();
}
