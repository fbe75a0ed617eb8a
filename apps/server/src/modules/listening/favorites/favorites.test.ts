import { LOG_IN_PROMPTS, endpointUrl, ACCOUNT_ENDPOINTS, CHANNEL_ENDPOINTS, MY_CHANNELS_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, signedUpVisitor } from '../../../test/accounts';
import { FakeClock, MINUTE, type TestApp, type Visitor, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';

interface ListedChannel { _id: { $oid: string }; oldid: number; is_favorite: boolean }

describe.each(DIALECTS)('favorites on %s', (dialect) => {
  let t: TestApp;
  let channels: { id: string; oldid: number }[];
  const clock = new FakeClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: clock.now });
    channels = await t.db.selectFrom('channels').select(['id', 'oldid']).orderBy('oldid').limit(4).execute();
  });
  afterAll(() => t.close());

  const add = (v: Visitor, c: string | number) => v.post(MY_CHANNELS_ENDPOINTS.addFavorite.path, { c });
  const remove = (v: Visitor, c: string | number) => v.post(MY_CHANNELS_ENDPOINTS.removeFavorite.path, { c });
  const list = async (v: Visitor) => {
    const res = await v.get(MY_CHANNELS_ENDPOINTS.favorites.path);
    expect(res.statusCode).toBe(200);
    return (res.json().channels as ListedChannel[]).map((c) => ({ id: c._id.$oid, fav: c.is_favorite }));
  };

  it('adds favorites by id or legacy id and lists them most recently added first', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    expect(await list(visitor)).toEqual([]);
    const added = await add(visitor, channels[0].id);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ status: 'ok' });
    clock.advance(MINUTE);
    expect((await add(visitor, channels[1].oldid)).statusCode).toBe(200);
    expect(await list(visitor)).toEqual([
      { id: channels[1].id, fav: true },
      { id: channels[0].id, fav: true },
    ]);
  });

  it('lists a favorite curated channel as the listener\'s own copy once they have one, and removing the copy removes it', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    expect((await add(visitor, channels[1].id)).statusCode).toBe(200);
    const renamed = await visitor.post(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: channels[1].id, action: 'edit_channel' } }), { name: 'Mine now', w: '1' });
    expect(renamed.json()).toEqual({ status: 'ok' });
    const listed = (await visitor.get(MY_CHANNELS_ENDPOINTS.favorites.path)).json().channels as (ListedChannel & { name: string })[];
    expect(listed.map((c) => [c.name, c.is_favorite])).toEqual([['Mine now', true]]);
    expect(listed[0]._id.$oid).not.toBe(channels[1].id);
    expect((await add(visitor, listed[0]._id.$oid)).statusCode).toBe(200);
    expect(await list(visitor)).toEqual([{ id: listed[0]._id.$oid, fav: true }]);
    expect((await remove(visitor, listed[0]._id.$oid)).statusCode).toBe(200);
    expect(await list(visitor)).toEqual([]);
  });

  it('takes the same call twice without complaint, and without moving the favorite', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    await add(visitor, channels[0].id);
    clock.advance(MINUTE);
    await add(visitor, channels[1].id);
    clock.advance(MINUTE);
    expect((await add(visitor, channels[0].id)).statusCode).toBe(200);
    expect((await list(visitor)).map((c) => c.id)).toEqual([channels[1].id, channels[0].id]);
    expect((await remove(visitor, channels[0].id)).json()).toEqual({ status: 'ok' });
    expect((await remove(visitor, channels[0].id)).json()).toEqual({ status: 'ok' });
    expect((await list(visitor)).map((c) => c.id)).toEqual([channels[1].id]);
  });

  it("keeps each listener's favorites to themselves", async () => {
    const [a, b] = [await signedUpVisitor(t.app), await signedUpVisitor(t.app)];
    await add(a.visitor, channels[2].id);
    await add(b.visitor, channels[3].id);
    await remove(b.visitor, channels[2].id);
    expect((await list(a.visitor)).map((c) => c.id)).toEqual([channels[2].id]);
    expect((await list(b.visitor)).map((c) => c.id)).toEqual([channels[3].id]);
  });

  it('asks anonymous listeners to log in', async () => {
    const anonymous = await newVisitor(t.app);
    for (const res of [await anonymous.get(MY_CHANNELS_ENDPOINTS.favorites.path), await add(anonymous, channels[0].id), await remove(anonymous, channels[0].id)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'not_logged_in', message: LOG_IN_PROMPTS.favorite });
    }
  });

  it('answers 400 for a malformed channel id and 404 for an unknown one', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    for (const c of ['nope', '', 'f'.repeat(25), '1e3']) {
      const res = await add(visitor, c);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(/^Invalid form: c:/);
    }
    expect((await visitor.post(MY_CHANNELS_ENDPOINTS.addFavorite.path, {})).statusCode).toBe(400);
    expect((await add(visitor, 'f'.repeat(24))).statusCode).toBe(404);
    expect((await remove(visitor, 999_999_999)).statusCode).toBe(404);
    expect(await list(visitor)).toEqual([]);
  });

  it('refuses writes without the CSRF token', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    const res = await visitor.post(MY_CHANNELS_ENDPOINTS.addFavorite.path, { c: channels[0].id }, { 'x-csrftoken': 'wrong' });
    expect(res.statusCode).toBe(403);
    expect(await list(visitor)).toEqual([]);
  });

  it('goes with the account', async () => {
    const { visitor, userId } = await signedUpVisitor(t.app);
    await add(visitor, channels[0].id);
    expect((await visitor.post(ACCOUNT_ENDPOINTS.deleteAccount.path)).statusCode).toBe(200);
    expect(await t.db.selectFrom('favorites').select('channel_id').where('user_id', '=', userId).execute()).toEqual([]);
  });
});
