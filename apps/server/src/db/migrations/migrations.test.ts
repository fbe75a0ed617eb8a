import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

  it('gives each user channel made before blends its source as its one included channel, and takes that back down', async () => {
    const migrator = new Migrator({ db: t.db, provider: migrationProvider });
    expect((await migrator.migrateTo('20261126_0006_user_channels')).error).toBeUndefined();
    const source = await t.db.selectFrom('channels').selectAll().where('five_star', '=', 0).orderBy('oldid').executeTakeFirstOrThrow();
    const [userId, copyId] = ['a'.repeat(24), 'b'.repeat(24)];
    await t.db.insertInto('users').values({
      id: userId, email: 'before-blends@example.com', password_hash: null, facebook_id: null, birth_year: null, birth_month: null,
      birth_day: null, gender: null, zipcode: null, created_at: 1, updated_at: 1,
    }).execute();
    await t.db.insertInto('channels').values({
      ...source, id: copyId, oldid: 123_456_789, channel_uuid: 'before-blends', genre_id: null, owner_user_id: userId, source_channel_id: source.id, created_at: 42,
    }).execute();
    const included = () => t.db.selectFrom('channel_added_channels').selectAll().where('channel_id', '=', copyId).execute();
    expect(await included()).toEqual([]);
    await migrateToLatest(t.db);
    expect(await included()).toEqual([{ channel_id: copyId, added_channel_id: source.id, created_at: 42 }]);
    expect((await migrator.migrateTo('20261126_0006_user_channels')).error).toBeUndefined();
    expect(await included()).toEqual([]);
    await migrateToLatest(t.db);
  });
});

describe('migrations', () => {
  it('are frozen DDL: each imports only kysely and the dialect helpers, and is typed on Kysely<unknown>, knowing no table', async () => {
    const dir = path.dirname(fileURLToPath(import.meta.url));
    const files = readdirSync(dir).filter((file) => /^\d{8}_\d{4}_\w+\.ts$/.test(file)).sort();
    expect(files.map((file) => file.replace(/\.ts$/, ''))).toEqual(Object.keys(await migrationProvider.getMigrations()).sort());
    for (const file of files) {
      const source = readFileSync(path.join(dir, file), 'utf8');
      const imports = [...source.matchAll(/\bfrom\s+'([^']+)'/g)].map((m) => m[1]);
      expect(imports.filter((spec) => spec !== 'kysely' && spec !== '../dialect'), file).toEqual([]);
      expect(source, file).not.toMatch(/\bimport\s*\(|\brequire\s*\(/);
      expect([...source.matchAll(/Kysely<(\w+)>/g)].map((m) => m[1]).filter((t) => t !== 'unknown'), file).toEqual([]);
    }
  });
});
