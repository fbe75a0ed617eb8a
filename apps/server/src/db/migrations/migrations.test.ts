import { Migrator } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDb, DIALECTS, createTestDb } from '../../test/db';
import { migrateToLatest } from '../index';
import { migrationProvider } from './index';

describe.each(DIALECTS)('migrations on %s', (dialect) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb(dialect);
  });
  afterAll(() => t.destroy());

  it('takes the accounts tables down and up again', async () => {
    const migrator = new Migrator({ db: t.db, provider: migrationProvider });
    const down = await migrator.migrateDown();
    expect(down.error).toBeUndefined();
    expect(down.results?.[0]).toMatchObject({ migrationName: '20261126_0002_accounts', direction: 'Down', status: 'Success' });
    const tables = (await t.db.introspection.getTables()).map((x) => x.name);
    expect(tables).not.toContain('users');
    expect(tables).toContain('plays');
    await migrateToLatest(t.db);
    const again = (await t.db.introspection.getTables()).map((x) => x.name);
    expect(again).toEqual(expect.arrayContaining(['users', 'sessions', 'password_resets']));
  });
});
