import type { Kysely } from 'kysely';

/**
 * Accounts: users, their sessions and password-reset links. Tokens are stored only as SHA-256
 * hashes; timestamps are epoch milliseconds (bigint) and flags 0/1 integers, as in 0001.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const s = db.schema;
  await s.createTable('users')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('email', 'varchar(254)', (c) => c.unique())
    .addColumn('password_hash', 'text')
    .addColumn('facebook_id', 'varchar(32)', (c) => c.unique())
    .addColumn('facebook_share', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('birth_year', 'integer')
    .addColumn('birth_month', 'integer')
    .addColumn('birth_day', 'integer')
    .addColumn('gender', 'varchar(1)')
    .addColumn('zipcode', 'varchar(10)')
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('updated_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createTable('sessions')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(24)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('last_seen_at', 'bigint', (c) => c.notNull())
    .execute();
  await s.createIndex('sessions_user').on('sessions').column('user_id').execute();
  await s.createTable('password_resets')
    .addColumn('id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'varchar(24)', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('created_at', 'bigint', (c) => c.notNull())
    .addColumn('expires_at', 'bigint', (c) => c.notNull())
    .addColumn('used_at', 'bigint')
    .execute();
  await s.createIndex('password_resets_user').on('password_resets').column('user_id').execute();
  // Deleting an account anonymises its plays by user id.
  await s.createIndex('plays_user').on('plays').column('user_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('plays_user').execute();
  for (const table of ['password_resets', 'sessions', 'users']) {
    await db.schema.dropTable(table).execute();
  }
}
