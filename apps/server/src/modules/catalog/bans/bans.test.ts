import { BAN_LIMITS, type ChannelEditAction, LOG_IN_PROMPTS, endpointUrl, ACCOUNT_ENDPOINTS, CHANNEL_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpVisitor } from '../../../test/accounts';
import { FakeClock, MINUTE, type TestApp, Visitor, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';

interface Item { type: string; _id: { $oid: string }; artist_id: string }
interface Playlist { channel: { _id: { $oid: string }; oldid: number; name: string }; items: Item[] }
interface Song { id: string; artist_id: string }

const HOUR = 60 * MINUTE;

const edit = (v: Visitor, channelId: string, action: ChannelEditAction | string, form: Record<string, string>) =>
  v.post(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: channelId, action: action as ChannelEditAction } }), { ...form, w: 1 });
const banArtist = (v: Visitor, channelId: string, artistId: string) => edit(v, channelId, 'remove_artist', { t: artistId });
const banTrack = (v: Visitor, channelId: string, trackId: string) => edit(v, channelId, 'remove_track', { o: trackId });

async function playlist(v: Visitor, channelRef: string): Promise<Playlist> {
  const res = await v.get(`/c/m/json/playlist/${channelRef}/`);
  expect(res.statusCode).toBe(200);
  return res.json();
}

async function songsServed(v: Visitor, channelRef: string, calls: number): Promise<Item[]> {
  const items: Item[] = [];
  for (let i = 0; i < calls; i++) items.push(...(await playlist(v, channelRef)).items.filter((item) => item.type === 'song'));
  return items;
}

describe.each(DIALECTS)('bans on %s', (dialect) => {
  let t: TestApp;
  let channels: { id: string; oldid: number; name: string }[];
  let songs: Song[];
  let artistIds: string[];
  const clock = new FakeClock();

  /** Songs of a curated channel, in the catalog's order. */
  const tracksOf = async (channelId: string): Promise<Song[]> =>
    t.db.selectFrom('channel_tracks').innerJoin('tracks', 'tracks.id', 'channel_tracks.track_id')
      .select(['tracks.id', 'tracks.artist_id']).where('channel_tracks.channel_id', '=', channelId).where('tracks.kind', '=', 'song')
      .orderBy('channel_tracks.position').execute();
  const copiesOf = (userId: string) =>
    t.db.selectFrom('channels').select(['id', 'oldid', 'name', 'source_channel_id', 'genre_id']).where('owner_user_id', '=', userId).execute();
  const count = async (table: 'channel_removed_tracks' | 'channel_removed_artists', channelId: string) =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('channel_id', '=', channelId).executeTakeFirstOrThrow()).n);

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: clock.now });
    channels = await t.db.selectFrom('channels').select(['id', 'oldid', 'name']).where('five_star', '=', 0).orderBy('oldid').limit(4).execute();
    songs = await t.db.selectFrom('tracks').select(['id', 'artist_id']).where('kind', '=', 'song').orderBy('id').execute();
    artistIds = (await t.db.selectFrom('artists').select('id').orderBy('id').execute()).map((a) => a.id);
  });
  afterAll(() => t.close());

  it("bans an artist on the listener's own copy of a curated channel, which then plays instead, without them", async () => {
    const { visitor, userId } = await signedUpVisitor(t.app);
    const curated = channels[0];
    const [first] = await songsServed(visitor, curated.id, 1);
    const res = await banArtist(visitor, curated.id, first.artist_id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });

    const [copy] = await copiesOf(userId);
    expect(copy).toMatchObject({ name: curated.name, source_channel_id: curated.id, genre_id: null });
    const next = await playlist(visitor, curated.id);
    expect(next.channel).toEqual({ _id: { $oid: copy.id }, oldid: copy.oldid, name: curated.name });

    const played = [...next.items.filter((i) => i.type === 'song'), ...(await songsServed(visitor, copy.id, 12))];
    expect(played.length).toBeGreaterThan(40);
    expect(played.filter((i) => i.artist_id === first.artist_id)).toEqual([]);

    const details = (await visitor.get(`/c/m/json/channel/${curated.oldid}/?details=true`)).json();
    expect(details).toMatchObject({ _id: { $oid: copy.id }, is_user_channel: true, removed_tracks: [] });
    expect(details.removed_artists.map((a: { _id: { $oid: string } }) => a._id.$oid)).toEqual([first.artist_id]);
    const withTracks = (await visitor.get(`/c/m/json/channel/${copy.id}/`)).json();
    expect(withTracks.tracks).toHaveLength((await tracksOf(curated.id)).length);
  });

  it('never plays a banned song again, and plays it again once it is added back', async () => {
    const { visitor, userId } = await signedUpVisitor(t.app);
    const curated = channels[1];
    const banned = (await tracksOf(curated.id))[0];
    expect((await banTrack(visitor, curated.id, banned.id)).json()).toEqual({ status: 'ok' });
    const [copy] = await copiesOf(userId);
    const withBan = await songsServed(visitor, curated.id, 14);
    expect(withBan.length).toBeGreaterThan(40);
    expect(withBan.map((i) => i._id.$oid)).not.toContain(banned.id);

    // Added back through the curated channel's id, which stands for the listener's copy.
    expect((await edit(visitor, curated.id, 'add_track', { o: banned.id })).json()).toEqual({ status: 'ok' });
    expect((await visitor.get(`/c/m/json/channel/${copy.id}/?details=true`)).json().removed_tracks).toEqual([]);
    // Rated 5 stars it is drawn three times as often; each call comes past the 3-hour no-repeat rule.
    await visitor.post('/listener/rating/', { t: banned.id, v: 5, w: 1 });
    const heard: string[] = [];
    for (let call = 0; call < 30 && !heard.includes(banned.id); call++) {
      clock.advance(4 * HOUR);
      heard.push(...(await playlist(visitor, curated.id)).items.map((i) => i._id.$oid));
    }
    expect(heard).toContain(banned.id);
  });

  it('keeps the stream going across the first ban: songs heard just before do not repeat', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    const curated = channels[2];
    const before = await songsServed(visitor, curated.id, 2);
    const keep = new Set(before.map((i) => i._id.$oid));
    const unheard = (await tracksOf(curated.id)).find((s) => !keep.has(s.id));
    if (!unheard) throw new Error(`channel ${curated.id} has no song left unheard`);
    expect((await banTrack(visitor, curated.id, unheard.id)).json()).toEqual({ status: 'ok' });
    const after = await songsServed(visitor, curated.id, 3);
    expect(after.filter((i) => keep.has(i._id.$oid))).toEqual([]);
  });

  it('asks anonymous listeners to log in', async () => {
    const anonymous = new Visitor(t.app);
    await anonymous.get(ACCOUNT_ENDPOINTS.userStats.path);
    for (const action of ['remove_track', 'add_track'] as const) {
      const res = await edit(anonymous, channels[0].id, action, { o: songs[0].id });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'not_logged_in', message: LOG_IN_PROMPTS.ban });
    }
    expect(await t.db.selectFrom('channels').select('id').where('owner_user_id', 'is not', null).where('source_channel_id', '=', channels[3].id).execute()).toEqual([]);
  });

  it("answers not_authorized on someone else's channel, whose listeners hear it as its owner made it", async () => {
    const owner = await signedUpVisitor(t.app);
    const other = await signedUpVisitor(t.app);
    const curated = channels[3];
    const bannedArtist = (await tracksOf(curated.id))[0].artist_id;
    await banArtist(owner.visitor, curated.id, bannedArtist);
    const [copy] = await copiesOf(owner.userId);

    for (const [action, form] of [['remove_track', { o: songs[0].id }], ['add_artist', { t: bannedArtist }], ['remove_artist', { t: artistIds[0] }]] as const) {
      // By its id, as a shared link has it: its legacy id names nothing to anyone but its owner.
      const res = await edit(other.visitor, copy.id, action, form);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'not_authorized' });
    }
    expect(await count('channel_removed_artists', copy.id)).toBe(1);
    expect(await count('channel_removed_tracks', copy.id)).toBe(0);
    expect(await copiesOf(other.userId)).toEqual([]);

    const heard = await songsServed(other.visitor, copy.id, 8);
    expect(heard.length).toBeGreaterThan(20);
    expect(heard.filter((i) => i.artist_id === bannedArtist)).toEqual([]);
    // The curated channel itself is untouched for everyone else.
    expect((await playlist(other.visitor, curated.id)).channel._id.$oid).toBe(curated.id);
    const anonymous = await songsServed(new Visitor(t.app), copy.id, 1);
    expect(anonymous.length).toBeGreaterThan(0);
  });

  it('refuses bad ids and actions with 400 or 404, never a 500, and makes no copy for them', async () => {
    const { visitor, userId } = await signedUpVisitor(t.app);
    const curated = channels[0].id;
    const sweeper = await t.db.selectFrom('tracks').select('id').where('kind', '=', 'sweeper').executeTakeFirstOrThrow();
    const cases: [string, string, Record<string, string>, number][] = [
      ['not-a-channel', 'remove_track', { o: songs[0].id }, 400],
      ['f'.repeat(24), 'remove_track', { o: songs[0].id }, 404],
      ['999999', 'remove_artist', { t: artistIds[0] }, 404],
      [curated, 'remove_track', {}, 400],
      [curated, 'remove_track', { t: songs[0].id }, 400],
      [curated, 'remove_artist', { o: artistIds[0] }, 400],
      [curated, 'remove_track', { o: 'xyz' }, 400],
      [curated, 'remove_track', { o: 'e'.repeat(24) }, 404],
      [curated, 'remove_track', { o: sweeper.id }, 404],
      [curated, 'remove_artist', { t: 'e'.repeat(24) }, 404],
      [curated, 'add_track', { o: 'e'.repeat(24) }, 404],
      [curated, 'ban_everything', { o: songs[0].id }, 400],
      [curated, 'remove_channel', { o: channels[1].id }, 400],
    ];
    for (const [channel, action, form, status] of cases) {
      const res = await edit(visitor, channel, action, form);
      expect([channel, action, form, res.statusCode]).toEqual([channel, action, form, status]);
      expect(res.json().error).toBe(status === 400 ? 'bad_request' : 'not_found');
    }
    expect(await copiesOf(userId)).toEqual([]);
    // Adding back on a channel the listener never banned anything from changes nothing and makes no copy.
    expect((await edit(visitor, curated, 'add_artist', { t: artistIds[0] })).json()).toEqual({ status: 'ok' });
    expect(await copiesOf(userId)).toEqual([]);
  });

  it(`stops at ${BAN_LIMITS.artists} artists, and a ban already made still answers ok`, async () => {
    const { visitor, userId } = await signedUpVisitor(t.app);
    expect((await banArtist(visitor, channels[1].id, artistIds[0])).json()).toEqual({ status: 'ok' });
    const [copy] = await copiesOf(userId);
    const rest = artistIds.slice(1, BAN_LIMITS.artists);
    await t.db.insertInto('channel_removed_artists').values(rest.map((artist_id) => ({ channel_id: copy.id, artist_id, created_at: 1 }))).execute();
    const over = await banArtist(visitor, copy.id, artistIds[BAN_LIMITS.artists]);
    expect(over.json()).toEqual({ status: 'limit' });
    expect((await banArtist(visitor, copy.id, artistIds[5])).json()).toEqual({ status: 'ok' });
    expect(await count('channel_removed_artists', copy.id)).toBe(BAN_LIMITS.artists);
    await edit(visitor, copy.id, 'add_artist', { t: artistIds[5] });
    expect((await banArtist(visitor, channels[1].id, artistIds[BAN_LIMITS.artists])).json()).toEqual({ status: 'ok' });
    // Song bans have a limit of their own.
    expect((await banTrack(visitor, copy.id, songs[0].id)).json()).toEqual({ status: 'ok' });
  });

  it('lets exactly 10 of 50 concurrent song bans through on a channel holding 190', async () => {
    const { visitor, userId } = await signedUpVisitor(t.app);
    await banTrack(visitor, channels[2].id, songs[0].id);
    const [copy] = await copiesOf(userId);
    const held = BAN_LIMITS.songs - 10;
    await t.db.insertInto('channel_removed_tracks').values(songs.slice(1, held).map((s) => ({ channel_id: copy.id, track_id: s.id, created_at: 1 }))).execute();
    expect(await count('channel_removed_tracks', copy.id)).toBe(held);

    const attempts = songs.slice(held, held + 50);
    expect(attempts).toHaveLength(50);
    const answers = await Promise.all(attempts.map((s, i) => banTrack(visitor, i % 2 ? copy.id : channels[2].id, s.id)));
    const statuses = answers.map((r) => r.json().status);
    expect(statuses.filter((s) => s === 'ok')).toHaveLength(10);
    expect(statuses.filter((s) => s === 'limit')).toHaveLength(40);
    expect(await count('channel_removed_tracks', copy.id)).toBe(BAN_LIMITS.songs);
  });

  it("makes one copy per listener and channel, whatever arrives at once, and each copy its own legacy id", async () => {
    const listeners = await Promise.all(Array.from({ length: 6 }, () => signedUpVisitor(t.app)));
    const curated = channels[3];
    const firstBans = listeners.flatMap(({ visitor }) => songs.slice(0, 3).map((s) => banTrack(visitor, curated.id, s.id)));
    for (const res of await Promise.all(firstBans)) expect(res.json()).toEqual({ status: 'ok' });
    const copies = (await Promise.all(listeners.map(({ userId }) => copiesOf(userId)))).flat();
    expect(copies).toHaveLength(listeners.length);
    expect(new Set(copies.map((c) => c.oldid)).size).toBe(listeners.length);
    for (const copy of copies) expect(await count('channel_removed_tracks', copy.id)).toBe(3);
  });

  it('bans on Five-Star Radio too', async () => {
    const { visitor, userId } = await signedUpVisitor(t.app);
    const fiveStar = await t.db.selectFrom('channels').select(['id', 'oldid']).where('five_star', '=', 1).where('owner_user_id', 'is', null).executeTakeFirstOrThrow();
    const liked = songs.slice(0, 12);
    for (const s of liked) await visitor.post('/listener/rating/', { t: s.id, v: 5, w: 1 });
    expect((await banTrack(visitor, String(fiveStar.oldid), liked[0].id)).json()).toEqual({ status: 'ok' });
    const next = await visitor.get(`/c/m/json/playlist/${fiveStar.oldid}/`);
    expect(next.json().five_star.tracks).toBe(liked.length - 1);
    const heard = [...next.json().items, ...(await songsServed(visitor, String(fiveStar.oldid), 4))].filter((i: Item) => i.type === 'song');
    expect(heard.map((i: Item) => i._id.$oid)).not.toContain(liked[0].id);
    expect((await copiesOf(userId))[0].source_channel_id).toBe(fiveStar.id);
  });

  it("deletes a listener's copies, and their bans, with the account", async () => {
    const { visitor, userId } = await signedUpVisitor(t.app);
    await banTrack(visitor, channels[0].id, songs[0].id);
    const [copy] = await copiesOf(userId);
    expect((await visitor.post(ACCOUNT_ENDPOINTS.deleteAccount.path)).statusCode).toBe(200);
    expect(await t.db.selectFrom('channels').select('id').where('id', '=', copy.id).execute()).toEqual([]);
    expect(await count('channel_removed_tracks', copy.id)).toBe(0);
  });
});
