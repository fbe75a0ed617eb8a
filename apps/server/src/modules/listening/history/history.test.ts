import { LIMITS, MY_CHANNELS_LIMITS, endpointUrl, USER_CHANNELS_QUERY, MY_CHANNELS_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, signedUpVisitor } from '../../../test/accounts';
import { FakeClock, MINUTE, type TestApp, type Visitor, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';

interface ListedChannel { _id: { $oid: string }; oldid: number; is_favorite: boolean; genre: string | null }
interface UserChannels { user_channels: ListedChannel[]; related: ListedChannel[] }

describe.each(DIALECTS)('channel history on %s', (dialect) => {
  let t: TestApp;
  let channels: { id: string; oldid: number }[];
  let fiveStar: { id: string; oldid: number };
  const clock = new FakeClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: clock.now });
    channels = await t.db.selectFrom('channels').select(['id', 'oldid']).where('five_star', '=', 0).orderBy('oldid').limit(4).execute();
    fiveStar = await t.db.selectFrom('channels').select(['id', 'oldid']).where('five_star', '=', 1).executeTakeFirstOrThrow();
  });
  afterAll(() => t.close());

  const play = async (v: Visitor, channelId: string | number) => {
    expect((await v.get(`/c/m/json/playlist/${channelId}/`)).statusCode).toBe(200);
    clock.advance(MINUTE);
  };
  const userChannels = async (v: Visitor): Promise<UserChannels> => {
    const res = await v.get(endpointUrl(MY_CHANNELS_ENDPOINTS.userChannels, { query: USER_CHANNELS_QUERY }));
    expect(res.statusCode).toBe(200);
    return res.json();
  };
  const historyIds = async (v: Visitor) => (await userChannels(v)).user_channels.map((c) => c._id.$oid);
  const forget = (v: Visitor, id: string | number) => v.request({ method: 'DELETE', url: endpointUrl(MY_CHANNELS_ENDPOINTS.removeHistoryEntry, { params: { id: String(id) } }) });

  it('lists every channel the listener played, most recently heard first', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    expect(await userChannels(visitor)).toMatchObject({ user_channels: [] });
    await play(visitor, channels[0].id);
    await play(visitor, channels[1].oldid);
    await play(visitor, channels[2].id);
    await play(visitor, channels[0].id);
    expect(await historyIds(visitor)).toEqual([channels[0].id, channels[2].id, channels[1].id]);
    // A refill of the playlist counts as hearing the channel again.
    await play(visitor, channels[1].id);
    expect((await historyIds(visitor))[0]).toBe(channels[1].id);
  });

  it("flags favorites, and suggests curated channels that are neither played nor favorites, the played ones' genres first", async () => {
    const { visitor } = await signedUpVisitor(t.app);
    await play(visitor, channels[0].id);
    await play(visitor, channels[1].id);
    await visitor.post(MY_CHANNELS_ENDPOINTS.addFavorite.path, { c: channels[1].id });
    await visitor.post(MY_CHANNELS_ENDPOINTS.addFavorite.path, { c: channels[3].id });
    const { user_channels, related } = await userChannels(visitor);
    expect(user_channels.map((c) => [c._id.$oid, c.is_favorite])).toEqual([
      [channels[1].id, true],
      [channels[0].id, false],
    ]);
    expect(related.length).toBe(MY_CHANNELS_LIMITS.relatedChannels);
    const relatedIds = related.map((c) => c._id.$oid);
    for (const known of [channels[0].id, channels[1].id, channels[3].id, fiveStar.id]) expect(relatedIds).not.toContain(known);
    expect(related.every((c) => !c.is_favorite && c.oldid !== LIMITS.fiveStarOldId)).toBe(true);
    const heardGenres = new Set(user_channels.map((c) => c.genre));
    const firstOther = related.findIndex((c) => !heardGenres.has(c.genre));
    if (firstOther >= 0) expect(related.slice(firstOther).every((c) => !heardGenres.has(c.genre))).toBe(true);
    expect(heardGenres.has(related[0].genre)).toBe(true);
  });

  it('removes one channel from the history, by id or legacy id, again without complaint', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    const other = await signedUpVisitor(t.app);
    for (const c of channels.slice(0, 3)) {
      await play(visitor, c.id);
      await play(other.visitor, c.id);
    }
    const res = await forget(visitor, channels[1].id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    expect(await historyIds(visitor)).toEqual([channels[2].id, channels[0].id]);
    expect((await forget(visitor, channels[2].oldid)).statusCode).toBe(200);
    expect((await forget(visitor, channels[2].id)).statusCode).toBe(200);
    expect(await historyIds(visitor)).toEqual([channels[0].id]);
    expect(await historyIds(other.visitor)).toEqual([channels[2].id, channels[1].id, channels[0].id]);
    // Playing it again brings it back.
    await play(visitor, channels[1].id);
    expect(await historyIds(visitor)).toEqual([channels[1].id, channels[0].id]);
  });

  it("lists a listener's own copy of a channel (their user channel) instead of the channel, and never suggests anyone's copies", async () => {
    const { visitor, userId } = await signedUpVisitor(t.app);
    const other = await signedUpVisitor(t.app);
    await play(visitor, channels[0].id);
    await play(visitor, channels[1].id);
    const source = await t.db.selectFrom('channels').selectAll().where('id', '=', channels[0].id).executeTakeFirstOrThrow();
    const copy = (owner: string, id: string, oldid: number) => ({
      ...source, id, oldid, owner_user_id: owner, source_channel_id: source.id, popularity: 1_000_000,
    });
    await t.db.insertInto('channels').values([copy(userId, 'c'.repeat(24), 9_000_001), copy(other.userId, 'd'.repeat(24), 9_000_002)]).execute();
    await t.db.insertInto('channel_history').values({ user_id: userId, channel_id: 'c'.repeat(24), heard_at: clock.now() }).execute();
    const { user_channels, related } = await userChannels(visitor);
    expect(user_channels.map((c) => c._id.$oid)).toEqual(['c'.repeat(24), channels[1].id]);
    expect(related.map((c) => c._id.$oid)).not.toContain('d'.repeat(24));
    await t.db.deleteFrom('channels').where('id', 'in', ['c'.repeat(24), 'd'.repeat(24)]).execute();
  });

  it('keeps no history for anonymous listeners and asks them to log in', async () => {
    const anonymous = await newVisitor(t.app);
    const rows = () => t.db.selectFrom('channel_history').select(['user_id', 'channel_id', 'heard_at']).orderBy('user_id').orderBy('channel_id').execute();
    const before = await rows();
    await play(anonymous, channels[0].id);
    expect(await rows()).toEqual(before);
    const list = await anonymous.get(endpointUrl(MY_CHANNELS_ENDPOINTS.userChannels, { query: USER_CHANNELS_QUERY }));
    expect(list.statusCode).toBe(401);
    expect(list.json().error).toBe('not_logged_in');
    expect((await forget(anonymous, channels[0].id)).statusCode).toBe(401);
  });

  it('answers 400 for malformed ids and queries, 404 for unknown channels', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    await play(visitor, channels[0].id);
    for (const id of ['nope', 'f'.repeat(23), '12a']) {
      const res = await forget(visitor, id);
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toBe('bad_request');
    }
    expect((await forget(visitor, 'f'.repeat(24))).statusCode).toBe(404);
    expect((await forget(visitor, 999_999_999)).statusCode).toBe(404);
    expect((await visitor.get(`${MY_CHANNELS_ENDPOINTS.userChannels.path}?s=1999`)).statusCode).toBe(400);
    expect((await visitor.get(MY_CHANNELS_ENDPOINTS.userChannels.path)).statusCode).toBe(200);
    expect(await historyIds(visitor)).toEqual([channels[0].id]);
  });

  it('refuses a removal without the CSRF token', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    await play(visitor, channels[0].id);
    const res = await visitor.request({ method: 'DELETE', url: endpointUrl(MY_CHANNELS_ENDPOINTS.removeHistoryEntry, { params: { id: channels[0].id } }), headers: { 'x-csrftoken': 'wrong' } });
    expect(res.statusCode).toBe(403);
    expect(await historyIds(visitor)).toEqual([channels[0].id]);
  });
});
