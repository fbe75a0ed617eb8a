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

  it('takes the listening and accounts tables down and up again', async () => {
    const migrator = new Migrator({ db: t.db, provider: migrationProvider });
    const down = await migrator.migrateTo('20261126_0001_catalog');
    expect(down.error).toBeUndefined();
    // Every migration after the catalog, newest first.
    const later = Object.keys(await migrationProvider.getMigrations()).sort().slice(1).reverse();
    expect(down.results?.map((r) => [r.migrationName, r.status])).toEqual(later.map((name) => [name, 'Success']));
    const tables = (await t.db.introspection.getTables()).map((x) => x.name);
    expect(tables).not.toContain('users');
    expect(tables).not.toContain('ratings');
    expect(tables).not.toContain('favorites');
    expect(tables).not.toContain('channel_history');
    expect(tables).toContain('plays');
    await migrateToLatest(t.db);
    const again = (await t.db.introspection.getTables()).map((x) => x.name);
    expect(again).toEqual(
      expect.arrayContaining(['users', 'sessions', 'password_resets', 'ratings', 'channel_removed_tracks', 'channel_removed_artists', 'channel_added_channels', 'favorites', 'channel_history']),
    );
  });
});
