import {
  BLEND_REFUSALS,
  type ChannelEditAction,
  type ChannelSettingsDetails,
  type ChannelWithTracks,
  LIMITS,
  LOG_IN_PROMPTS,
  endpointUrl,
  CHANNEL_ENDPOINTS,
} from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, signedUpVisitor } from '../../../test/accounts';
import { FakeClock, MINUTE, type TestApp, Visitor, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';

interface Item { type: string; _id: { $oid: string } }
interface Playlist { channel: { _id: { $oid: string } }; items: Item[]; five_star?: { tracks: number } }
interface Curated { id: string; oldid: number; name: string }

const HOUR = 60 * MINUTE;

const addChannel = (v: Visitor, channelRef: string | number, other: string | number) => v.post(endpointUrl(CHANNEL_ENDPOINTS.blend, { params: { id: String(channelRef) } }), { o: other, uc: 0 });
const removeChannel = (v: Visitor, channelRef: string | number, other: string) =>
  v.post(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: String(channelRef), action: 'remove_channel' satisfies ChannelEditAction } }), { o: other, w: 1 });

describe.each(DIALECTS)('blends on %s', (dialect) => {
  let t: TestApp;
  let curated: Curated[];
  let fiveStar: Curated;
  const clock = new FakeClock();

  const copiesOf = (userId: string) => t.db.selectFrom('channels').select(['id', 'oldid', 'source_channel_id']).where('owner_user_id', '=', userId).execute();
  const includedIds = async (channelId: string) =>
    (await t.db.selectFrom('channel_added_channels').select('added_channel_id').where('channel_id', '=', channelId).orderBy('created_at').execute()).map(
      (r) => r.added_channel_id,
    );
  const songIdsOf = async (channelId: string) =>
    new Set(
      (await t.db.selectFrom('channel_tracks').innerJoin('tracks', 'tracks.id', 'channel_tracks.track_id').select('tracks.id')
        .where('channel_tracks.channel_id', '=', channelId).where('tracks.kind', '=', 'song').execute()).map((r) => r.id),
    );
  /** The songs served over as many playlist calls as it takes to reach `songs`. */
  async function songsServed(v: Visitor, channelRef: string, songs: number): Promise<string[]> {
    const ids: string[] = [];
    while (ids.length < songs) {
      const res = await v.get(`/c/m/json/playlist/${channelRef}/`);
      expect(res.statusCode).toBe(200);
      ids.push(...(res.json() as Playlist).items.filter((item) => item.type === 'song').map((item) => item._id.$oid));
    }
    return ids;
  }
  /** A listener whose own copy of curated[first] blends in the given other curated channels. */
  async function blendOf(first: number, others: number[]) {
    const listener = await signedUpVisitor(t.app);
    for (const other of others) expect((await addChannel(listener.visitor, curated[first].id, curated[other].id)).json()).toEqual({ status: 'ok' });
    const [copy] = await copiesOf(listener.userId);
    return { ...listener, copy };
  }

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: clock.now });
    curated = await t.db.selectFrom('channels').select(['id', 'oldid', 'name']).where('five_star', '=', 0).orderBy('oldid').execute();
    fiveStar = await t.db.selectFrom('channels').select(['id', 'oldid', 'name']).where('five_star', '=', 1).executeTakeFirstOrThrow();
  });
  afterAll(() => t.close());

  it("blends into the listener's own copy of a curated channel, which plays its source and the blended channel", async () => {
    const { visitor, userId } = await signedUpVisitor(t.app);
    const res = await addChannel(visitor, curated[0].oldid, curated[1].id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
    const [copy] = await copiesOf(userId);
    expect(copy.source_channel_id).toBe(curated[0].id);
    expect(await includedIds(copy.id)).toEqual([curated[0].id, curated[1].id]);

    const seen = (await visitor.get(`/c/m/json/channel/${curated[0].id}/`)).json() as ChannelWithTracks;
    expect(seen).toMatchObject({
      _id: { $oid: copy.id },
      is_user_channel: true,
      added_channels: [curated[0].id, curated[1].id],
      added_channels_names: [curated[0].name, curated[1].name],
    });
    const both = new Set([...(await songIdsOf(curated[0].id)), ...(await songIdsOf(curated[1].id))]);
    const listed = seen.tracks.map((track) => track._id.$oid);
    expect(new Set(listed)).toEqual(both);
    expect(listed).toHaveLength(both.size);

    const featured = (await visitor.get(`/c/m/json/channel/${copy.id}/featured/`)).json().tracks as { _id: { $oid: string } }[];
    for (const track of featured) expect(both.has(track._id.$oid)).toBe(true);

    // The curated channel itself is as it was, for this listener's details and for everyone else.
    const plain = (await new Visitor(t.app).get(`/c/m/json/channel/${curated[0].id}/`)).json();
    expect(plain).toMatchObject({ is_user_channel: false, added_channels: [], added_channels_names: [curated[0].name] });
    const details = (await visitor.get(endpointUrl(CHANNEL_ENDPOINTS.channel, { params: { id: curated[0].id }, query: { details: 'true' } }))).json() as ChannelSettingsDetails;
    expect(details.included_channels).toEqual([
      { _id: { $oid: curated[0].id }, oldid: curated[0].oldid, name: curated[0].name, image: `/img/tiles/${curated[0].oldid}.svg`, is_five_star: false },
      { _id: { $oid: curated[1].id }, oldid: curated[1].oldid, name: curated[1].name, image: `/img/tiles/${curated[1].oldid}.svg`, is_five_star: false },
    ]);
    const curatedDetails = (await new Visitor(t.app).get(endpointUrl(CHANNEL_ENDPOINTS.channel, { params: { id: curated[0].id }, query: { details: 'true' } }))).json() as ChannelSettingsDetails;
    expect(curatedDetails.included_channels.map((c) => c._id.$oid)).toEqual([curated[0].id]);
  });

  it("plays every channel of a blend, and a removed channel's songs no more", async () => {
    const { visitor, copy } = await blendOf(2, [3, 4]);
    const only = async (index: number) => {
      const others = await Promise.all([2, 3, 4].filter((i) => i !== index).map((i) => songIdsOf(curated[i].id)));
      return new Set([...(await songIdsOf(curated[index].id))].filter((id) => others.every((o) => !o.has(id))));
    };
    const onlyEach = await Promise.all([only(2), only(3), only(4)]);
    const heard = await songsServed(visitor, copy.id, 60);
    for (const own of onlyEach) expect(heard.filter((id) => own.has(id)).length).toBeGreaterThan(5);
    const [, onlySecond, onlyThird] = onlyEach;

    expect((await removeChannel(visitor, copy.id, curated[3].id)).json()).toEqual({ status: 'ok' });
    clock.advance(4 * HOUR);
    const after = await songsServed(visitor, curated[2].id, 60);
    expect(after.length).toBeGreaterThan(40);
    expect(after.filter((id) => onlySecond.has(id))).toEqual([]);
    expect(after.filter((id) => onlyThird.has(id)).length).toBeGreaterThan(5);
    // Its source can go too: the copy still stands in for it, and plays what is left.
    expect((await removeChannel(visitor, copy.id, curated[2].id)).json()).toEqual({ status: 'ok' });
    clock.advance(4 * HOUR);
    const fourth = await songIdsOf(curated[4].id);
    const last = await songsServed(visitor, curated[2].id, 30);
    expect(last.length).toBeGreaterThan(20);
    expect(last.filter((id) => !fourth.has(id))).toEqual([]);
    expect((await visitor.get(`/c/m/json/channel/${curated[2].id}/`)).json().added_channels_names).toEqual([curated[4].name]);
  });

  it(`holds at most ${LIMITS.blendMaxChannels} channels, adding all of another blend or none of it`, async () => {
    const { visitor, copy } = await blendOf(5, [6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(await includedIds(copy.id)).toHaveLength(14);
    // Another listener's blend of three: two of them are new here, one too many.
    const other = await blendOf(19, [20, 6]);
    expect((await addChannel(visitor, copy.id, other.copy.id)).json()).toEqual({ status: 'max' });
    expect(await includedIds(copy.id)).toHaveLength(14);
    expect((await addChannel(visitor, copy.id, curated[20].id)).json()).toEqual({ status: 'ok' });
    expect((await addChannel(visitor, copy.id, curated[21].id)).json()).toEqual({ status: 'max' });
    // Now everything of the other blend is here already: nothing to add, so no limit to hit.
    await removeChannel(other.visitor, other.copy.id, curated[19].id);
    expect((await addChannel(visitor, copy.id, other.copy.id)).json()).toEqual({ status: 'ok' });
    const ids = await includedIds(copy.id);
    expect(ids).toHaveLength(LIMITS.blendMaxChannels);
    expect(ids.slice(0, 2)).toEqual([curated[5].id, curated[6].id]);
    expect(ids.at(-1)).toBe(curated[20].id);
  });

  it('blends in the channels a user channel plays, never the user channel itself', async () => {
    const owner = await blendOf(22, [23]);
    const { visitor, userId } = await signedUpVisitor(t.app);
    expect((await addChannel(visitor, curated[24].id, owner.copy.id)).json()).toEqual({ status: 'ok' });
    const [mine] = await copiesOf(userId);
    // The two joined together; the same moment is ordered by name.
    const joined = [curated[22], curated[23]].sort((a, b) => a.name.localeCompare(b.name));
    expect((await visitor.get(`/c/m/json/channel/${mine.id}/`)).json()).toMatchObject({
      added_channels: [curated[24].id, ...joined.map((c) => c.id)],
      added_channels_names: [curated[24].name, ...joined.map((c) => c.name)],
    });
    // Already there, by itself or through another blend: ok, nothing changes.
    expect((await addChannel(visitor, mine.id, curated[23].id)).json()).toEqual({ status: 'ok' });
    expect((await addChannel(visitor, curated[24].id, owner.copy.id)).json()).toEqual({ status: 'ok' });
    expect(await includedIds(mine.id)).toHaveLength(3);
  });

  it('refuses to blend a channel into itself, and answers 400 or 404 for bad ids, never a 500', async () => {
    const { visitor, userId } = await signedUpVisitor(t.app);
    const same = await addChannel(visitor, curated[25].id, curated[25].oldid);
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ error: 'bad_request', message: BLEND_REFUSALS.sameChannel });
    expect(await copiesOf(userId)).toEqual([]);
    await addChannel(visitor, curated[25].id, curated[26].id);
    const [copy] = await copiesOf(userId);
    for (const [target, other] of [[copy.id, copy.id], [curated[25].id, copy.id]]) {
      expect((await addChannel(visitor, target, other)).json()).toEqual({ error: 'bad_request', message: BLEND_REFUSALS.sameChannel });
    }
    const cases: [string, Record<string, string>, number][] = [
      ['not-a-channel', { o: curated[1].id }, 400],
      [curated[27].id, {}, 400],
      [curated[27].id, { o: 'xyz' }, 400],
      [curated[27].id, { o: curated[1].id, uc: '2' }, 400],
      ['f'.repeat(24), { o: curated[1].id }, 404],
      [curated[27].id, { o: 'e'.repeat(24) }, 404],
      [curated[27].id, { o: '999999' }, 404],
    ];
    for (const [target, form, status] of cases) {
      const res = await visitor.post(endpointUrl(CHANNEL_ENDPOINTS.blend, { params: { id: target } }), form);
      expect([target, form, res.statusCode]).toEqual([target, form, status]);
      expect(res.json().error).toBe(status === 400 ? 'bad_request' : 'not_found');
    }
    expect(await copiesOf(userId)).toHaveLength(1);
  });

  it("answers not_authorized on someone else's channel and asks anonymous listeners to log in", async () => {
    const owner = await blendOf(28, [29]);
    const { visitor } = await signedUpVisitor(t.app);
    expect((await addChannel(visitor, owner.copy.id, curated[30].id)).json()).toEqual({ status: 'not_authorized' });
    expect((await removeChannel(visitor, owner.copy.id, curated[29].id)).json()).toEqual({ status: 'not_authorized' });
    const anonymous = await newVisitor(t.app);
    for (const res of [await addChannel(anonymous, curated[28].id, curated[30].id), await removeChannel(anonymous, owner.copy.id, curated[29].id)]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'not_logged_in', message: LOG_IN_PROMPTS.blend });
    }
    expect(await includedIds(owner.copy.id)).toEqual([curated[28].id, curated[29].id]);
  });

  it('keeps a blend from losing its last channel or Five-Star Radio, and 404s channels it does not play', async () => {
    const { visitor, userId } = await signedUpVisitor(t.app);
    const refuse = async (target: string, other: string, status: number, message?: string) => {
      const res = await removeChannel(visitor, target, other);
      expect([other, res.statusCode]).toEqual([other, status]);
      if (message) expect(res.json().message).toBe(message);
    };
    // No copy yet: the curated channel plays itself alone.
    await refuse(curated[31].id, curated[31].id, 400, BLEND_REFUSALS.lastChannel);
    expect(await copiesOf(userId)).toEqual([]);
    await addChannel(visitor, curated[31].id, fiveStar.id);
    const [copy] = await copiesOf(userId);
    await refuse(copy.id, fiveStar.id, 400, BLEND_REFUSALS.fiveStar);
    await refuse(copy.id, curated[32].id, 404);
    await refuse(copy.id, 'e'.repeat(24), 404);
    expect((await removeChannel(visitor, curated[31].oldid, curated[31].id)).json()).toEqual({ status: 'ok' });
    expect(await includedIds(copy.id)).toEqual([fiveStar.id]);
    await refuse(copy.id, fiveStar.id, 400, BLEND_REFUSALS.fiveStar);
    await addChannel(visitor, copy.id, curated[32].id);
    expect((await removeChannel(visitor, copy.id, curated[32].id)).json()).toEqual({ status: 'ok' });
    const bad = await visitor.post(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: copy.id, action: 'remove_channel' } }), { w: 1 });
    expect(bad.statusCode).toBe(400);
  });

  it("mixes the listener's Five-Star songs into a blend, and leaves them out for anonymous listeners", async () => {
    const { visitor, userId } = await signedUpVisitor(t.app);
    const blended = await songIdsOf(curated[33].id);
    const liked = (await t.db.selectFrom('tracks').select('id').where('kind', '=', 'song').orderBy('id').execute()).map((r) => r.id).filter((id) => !blended.has(id)).slice(0, 20);
    for (const id of liked) await visitor.post('/listener/rating/', { t: id, v: 5, w: 1 });
    await addChannel(visitor, fiveStar.oldid, curated[33].id);
    const [copy] = await copiesOf(userId);
    expect(await includedIds(copy.id)).toEqual([fiveStar.id, curated[33].id]);

    const first = (await visitor.get(`/c/m/json/playlist/${fiveStar.oldid}/`)).json() as Playlist;
    expect(first.channel._id.$oid).toBe(copy.id);
    expect(first.five_star?.tracks).toBe(liked.length);
    const heard = await songsServed(visitor, copy.id, 60);
    const likedSet = new Set(liked);
    expect(heard.filter((id) => likedSet.has(id)).length).toBeGreaterThan(5);
    expect(heard.filter((id) => blended.has(id)).length).toBeGreaterThan(5);
    expect(heard.every((id) => likedSet.has(id) || blended.has(id))).toBe(true);

    const anonymous = new Visitor(t.app);
    const theirs = (await anonymous.get(`/c/m/json/playlist/${copy.id}/`)).json() as Playlist;
    expect(theirs.five_star?.tracks).toBe(0);
    const anonymousHeard = await songsServed(anonymous, copy.id, 20);
    expect(anonymousHeard.length).toBeGreaterThan(10);
    expect(anonymousHeard.every((id) => blended.has(id))).toBe(true);
    // Five-Star Radio alone still asks them to log in.
    const alone = await anonymous.get(`/c/m/json/playlist/${fiveStar.oldid}/`);
    expect(alone.statusCode).toBe(401);
    expect(alone.json().message).toBe(LOG_IN_PROMPTS.fiveStar);
  });

  it('lets exactly 5 of 20 concurrent additions into a blend of 10', async () => {
    const { visitor, copy } = await blendOf(0, [1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(await includedIds(copy.id)).toHaveLength(10);
    const others = curated.slice(10, 30);
    // Half through the curated channel's id, which stands for the listener's copy.
    const answers = await Promise.all(others.map((other, i) => addChannel(visitor, i % 2 ? copy.id : curated[0].id, other.id)));
    const statuses = answers.map((res) => res.json().status);
    expect(statuses.filter((s) => s === 'ok')).toHaveLength(5);
    expect(statuses.filter((s) => s === 'max')).toHaveLength(15);
    expect(await includedIds(copy.id)).toHaveLength(LIMITS.blendMaxChannels);
  });
});
