import { LIMITS, MOOD_LIMITS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';

type Ids = { _id: { $oid: string }; oldid: number }[];

describe.each(DIALECTS)('Most Popular and Newest API on %s', (dialect) => {
  let t: TestApp;
  let listed: { id: string; popularity: number; created_at: number }[];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    listed = await t.db
      .selectFrom('channels')
      .select(['id', 'popularity', 'created_at'])
      .where('owner_user_id', 'is', null)
      .where('disabled', '=', 0)
      .where('five_star', '=', 0)
      .execute();
  });
  afterAll(() => t.close());

  async function list(name: string): Promise<Ids> {
    const res = await t.app.inject(`/c/m/json/page/${name}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json().list).toBe(name);
    return res.json().channels;
  }

  const expected = (key: 'popularity' | 'created_at') =>
    [...listed]
      .sort((a, b) => b[key] - a[key] || a.id.localeCompare(b.id))
      .slice(0, MOOD_LIMITS.listChannels)
      .map((c) => c.id);

  it('lists the catalog channels most popular first, without the Five-Star channel', async () => {
    const channels = await list('mostpopular');
    expect(channels.map((c) => c._id.$oid)).toEqual(expected('popularity'));
    expect(channels.map((c) => c.oldid)).not.toContain(LIMITS.fiveStarOldId);
  });

  it('lists the catalog channels newest first', async () => {
    const channels = await list('newest');
    expect(channels.map((c) => c._id.$oid)).toEqual(expected('created_at'));
    expect(channels.map((c) => c.oldid)).not.toContain(LIMITS.fiveStarOldId);
  });

  it("leaves out disabled channels and listeners' own copies", async () => {
    const [top] = expected('popularity');
    const source = await t.db.selectFrom('channels').selectAll().where('id', '=', top).executeTakeFirstOrThrow();
    await t.db
      .insertInto('users')
      .values({ id: 'lists-user', email: 'lists@example.com', password_hash: null, facebook_id: null, birth_year: null, birth_month: null, birth_day: null, gender: null, zipcode: null, created_at: 0, updated_at: 0 })
      .execute();
    await t.db
      .insertInto('channels')
      .values({
        ...source,
        id: 'c0ffee000000000000000001',
        oldid: 987654321,
        channel_uuid: 'lists-user-copy',
        popularity: source.popularity + 1,
        created_at: Date.now(),
        owner_user_id: 'lists-user',
        source_channel_id: source.id,
      })
      .execute();
    await t.db.updateTable('channels').set({ disabled: 1 }).where('id', '=', top).execute();
    try {
      for (const name of ['mostpopular', 'newest']) {
        const ids = (await list(name)).map((c) => c._id.$oid);
        expect(ids).not.toContain(top);
        expect(ids).not.toContain('c0ffee000000000000000001');
      }
    } finally {
      await t.db.updateTable('channels').set({ disabled: 0 }).where('id', '=', top).execute();
    }
  });

  it('answers 404 for a list that does not exist', async () => {
    expect((await t.app.inject('/c/m/json/page/leastpopular/')).statusCode).toBe(404);
  });
});
