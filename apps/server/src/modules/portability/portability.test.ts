import {
  CHANNEL_ENDPOINTS, type ChannelEditAction, type ExportFile, MY_CHANNELS_ENDPOINTS, USER_CHANNELS_QUERY, YOUR_DATA_ENDPOINTS, YOUR_DATA_LIMITS,
  YOUR_DATA_MESSAGES, endpointUrl, exportFile,
} from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenHash, userListenerKey } from '../../http/session';
import { newVisitor, signedUpVisitor } from '../../test/accounts';
import { FakeClock, MINUTE, type TestApp, type Visitor, createTestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';

interface Curated { id: string; oldid: number; name: string }
interface Song { id: string; artist_id: string }

const edit = (v: Visitor, channelId: string, action: ChannelEditAction, form: Record<string, string>) =>
  v.post(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: channelId, action } }), { ...form, w: 1 });
const blend = (v: Visitor, channelId: string, other: string) => v.post(endpointUrl(CHANNEL_ENDPOINTS.blend, { params: { id: channelId } }), { o: other, uc: 0 });
const rate = (v: Visitor, trackId: string, stars: number) => v.post('/listener/rating/', { t: trackId, v: stars, w: 1 });
const favorite = (v: Visitor, c: string) => v.post(MY_CHANNELS_ENDPOINTS.addFavorite.path, { c });
const exportOf = (v: Visitor) => v.get(YOUR_DATA_ENDPOINTS.exportData.path);
const importInto = (v: Visitor, file: unknown) =>
  v.request({ method: 'POST', url: YOUR_DATA_ENDPOINTS.importData.path, headers: { 'content-type': 'application/json' }, payload: JSON.stringify(file) });

describe.each(DIALECTS)('your data to take away on %s', (dialect) => {
  let t: TestApp;
  let curated: Curated[];
  let songs: Song[];
  const clock = new FakeClock();

  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: clock.now });
    curated = await t.db.selectFrom('channels').select(['id', 'oldid', 'name']).where('five_star', '=', 0).where('owner_user_id', 'is', null).orderBy('oldid').execute();
    songs = await t.db.selectFrom('tracks').select(['id', 'artist_id']).where('kind', '=', 'song').orderBy('id').limit(12).execute();
  });
  afterAll(() => t.close());

  /**
   * A listener who rated two songs, banned a song and an artist and blended a channel into their
   * copy of curated[0], renamed it, favorited it and curated[3], and played a song on it.
   */
  async function busyListener() {
    const listener = await signedUpVisitor(t.app);
    const v = listener.visitor;
    expect((await rate(v, songs[0].id, 5)).statusCode).toBe(200);
    expect((await rate(v, songs[1].id, 2)).statusCode).toBe(200);
    expect((await edit(v, curated[0].id, 'remove_track', { o: songs[2].id })).json()).toEqual({ status: 'ok' });
    expect((await edit(v, curated[0].id, 'remove_artist', { t: songs[3].artist_id })).json()).toEqual({ status: 'ok' });
    expect((await blend(v, curated[0].id, curated[1].id)).json()).toEqual({ status: 'ok' });
    expect((await edit(v, curated[0].id, 'edit_channel', { name: 'My morning mix' })).json()).toEqual({ status: 'ok' });
    const copy = await t.db.selectFrom('channels').select('id').where('owner_user_id', '=', listener.userId).executeTakeFirstOrThrow();
    expect((await favorite(v, copy.id)).statusCode).toBe(200);
    expect((await favorite(v, curated[3].id)).statusCode).toBe(200);
    const served = (await v.get(`/c/m/json/playlist/${copy.id}/`)).json() as { items: { type: string; _id: { $oid: string } }[] };
    const heard = served.items.find((item) => item.type === 'song')?._id.$oid as string;
    expect((await v.post('/c/m/json/played/', { t: heard, c: copy.id, ms: 30_000 })).statusCode).toBe(200);
    clock.advance(MINUTE);
    return { ...listener, copyId: copy.id, heard };
  }

  async function downloaded(v: Visitor): Promise<ExportFile> {
    const res = await exportOf(v);
    expect(res.statusCode).toBe(200);
    return exportFile.parse(res.json());
  }

  it('downloads one file with the account, ratings, channels with their blends, bans and name, favorites and history', async () => {
    const { visitor, email, copyId, heard } = await busyListener();
    const res = await exportOf(visitor);
    expect(res.statusCode).toBe(200);
    const day = new Date(clock.now()).toISOString().slice(0, 10);
    expect(res.headers['content-disposition']).toBe(`attachment; filename="earshot-data-${day}.json"`);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const file = exportFile.parse(res.json());
    expect(file).toMatchObject({ format: 'earshot-export', version: 1 });
    expect(file.account).toMatchObject({ email, demographics: { birthYear: 1990, birthMonth: 5, birthDay: 17, gender: 'F', zipcode: '10001' } });
    expect(file.ratings.map((r) => [r.song.id, r.rating]).sort()).toEqual([[songs[0].id, 5], [songs[1].id, 2]].sort());
    expect(file.channels).toHaveLength(1);
    expect(file.channels[0]).toMatchObject({
      id: copyId,
      name: 'My morning mix',
      source: { id: curated[0].id, name: curated[0].name },
      plays: [{ id: curated[0].id, name: curated[0].name }, { id: curated[1].id, name: curated[1].name }],
      bannedSongs: [{ id: songs[2].id }],
      bannedArtists: [{ id: songs[3].artist_id }],
    });
    expect(file.favorites.map((f) => f.channel.id).sort()).toEqual([copyId, curated[3].id].sort());
    expect(file.channelHistory.map((h) => h.channel.id)).toContain(copyId);
    expect(file.songHistory).toEqual([expect.objectContaining({ song: expect.objectContaining({ id: heard }), channel: { id: copyId, name: 'My morning mix' }, secondsPlayed: 30 })]);
  });

  it("never holds a password hash, a session, a token, the listener's internal key or another listener's data", async () => {
    const other = await busyListener();
    const { visitor, userId } = await busyListener();
    // The listener favorites and plays the other listener's blend (by its unguessable id, as a share link names it).
    expect((await favorite(visitor, other.copyId)).statusCode).toBe(200);
    expect((await visitor.get(`/c/m/json/playlist/${other.copyId}/`)).statusCode).toBe(200);
    const body = (await exportOf(visitor)).body;
    const user = await t.db.selectFrom('users').select(['password_hash']).where('id', '=', userId).executeTakeFirstOrThrow();
    const sessions = await t.db.selectFrom('sessions').select('id').where('user_id', '=', userId).execute();
    const secrets = [user.password_hash as string, visitor.sid as string, tokenHash(visitor.sid as string), visitor.csrf as string, userListenerKey(userId), userId];
    expect(sessions.length).toBeGreaterThan(0);
    for (const secret of [...secrets, ...sessions.map((s) => s.id)]) expect(body).not.toContain(secret);
    for (const theirs of [other.email, other.userId, other.copyId]) expect(body).not.toContain(theirs);
    expect(body).not.toMatch(/password|session|token|facebook/i);
  });

  it('restores the file into a new account, which then has the same ratings, channels, bans and favorites', async () => {
    const { visitor } = await busyListener();
    const file = await downloaded(visitor);
    const { visitor: next, userId } = await signedUpVisitor(t.app);
    const res = await importInto(next, file);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: 'ok',
      ratings: { restored: 2, skipped: 0 },
      channels: { restored: 1, skipped: 0 },
      bans: { restored: 2, skipped: 0 },
      blendChannels: { restored: 2, skipped: 0 },
      favorites: { restored: 2, skipped: 0 },
      channelHistory: { restored: file.channelHistory.length, skipped: 0 },
    });
    // What the listener sees through the app's own calls.
    expect((await next.get(`/listener/rating/?t=${songs[0].id}&w=1`)).json()).toEqual({ rating: 5 });
    const copy = await t.db.selectFrom('channels').select(['id', 'name']).where('owner_user_id', '=', userId).executeTakeFirstOrThrow();
    const details = (await next.get(endpointUrl(CHANNEL_ENDPOINTS.channel, { params: { id: curated[0].id } }))).json();
    expect(details).toMatchObject({ _id: { $oid: copy.id }, name: 'My morning mix', added_channels: [curated[0].id, curated[1].id] });
    const favorites = (await next.get(MY_CHANNELS_ENDPOINTS.favorites.path)).json().channels.map((c: { _id: { $oid: string } }) => c._id.$oid);
    expect(favorites.sort()).toEqual([copy.id, curated[3].id].sort());
    const history = (await next.get(endpointUrl(MY_CHANNELS_ENDPOINTS.userChannels, { query: USER_CHANNELS_QUERY }))).statusCode;
    expect(history).toBe(200);
    // The second account's own export says the same, under its own ids.
    const again = await downloaded(next);
    const strip = (f: ExportFile) => ({
      ratings: f.ratings.map(({ song, rating, ratedAt }) => ({ song, rating, ratedAt })),
      channels: f.channels.map(({ id: _id, ...rest }) => rest),
      favorites: f.favorites.map((x) => x.channel.name).sort(),
    });
    expect(strip(again)).toEqual(strip(file));
    expect(again.songHistory).toEqual([]);
  });

  it('skips and counts what names a channel, song or artist this catalog does not have', async () => {
    const { visitor } = await busyListener();
    const file = await downloaded(visitor);
    const unknown = 'f'.repeat(24);
    const edited: ExportFile = {
      ...file,
      ratings: [...file.ratings, { song: { id: unknown, title: 'Gone', artist: 'Nobody' }, rating: 3, ratedAt: file.exportedAt, channel: null }],
      channels: [
        { ...file.channels[0], bannedArtists: [...file.channels[0].bannedArtists, { id: unknown, name: 'Nobody' }] },
        { ...file.channels[0], id: 'e'.repeat(24), source: { id: unknown, name: 'Elsewhere' }, plays: [{ id: unknown, name: 'Elsewhere' }] },
      ],
      favorites: [...file.favorites, { channel: { id: 'e'.repeat(24), name: 'Elsewhere' }, addedAt: file.exportedAt }],
    };
    const { visitor: next } = await signedUpVisitor(t.app);
    const res = await importInto(next, edited);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      ratings: { restored: 2, skipped: 1 },
      channels: { restored: 1, skipped: 1 },
      bans: { restored: 2, skipped: 3 },
      favorites: { restored: 2, skipped: 1 },
    });
  });

  it('refuses an account that already has ratings, favorites or channels, and changes nothing', async () => {
    const file = await downloaded((await busyListener()).visitor);
    const { visitor, userId } = await signedUpVisitor(t.app);
    expect((await rate(visitor, songs[5].id, 4)).statusCode).toBe(200);
    const res = await importInto(visitor, file);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'account_not_empty', message: YOUR_DATA_MESSAGES.notEmpty });
    expect(await t.db.selectFrom('ratings').select('track_id').where('user_id', '=', userId).execute()).toEqual([{ track_id: songs[5].id }]);
    expect(await t.db.selectFrom('channels').select('id').where('owner_user_id', '=', userId).execute()).toEqual([]);
    // A second import of the same file into an account it already filled is refused the same way.
    const { visitor: fresh } = await signedUpVisitor(t.app);
    expect((await importInto(fresh, file)).statusCode).toBe(200);
    expect((await importInto(fresh, file)).statusCode).toBe(409);
  });

  it('restores two imports sent at once into one account once: the second finds the first whole and is refused', async () => {
    const file = await downloaded((await busyListener()).visitor);
    const { visitor, userId } = await signedUpVisitor(t.app);
    const answers = await Promise.all([importInto(visitor, file), importInto(visitor.clone(), file)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await t.db.selectFrom('ratings').select('track_id').where('user_id', '=', userId).execute()).toHaveLength(2);
    expect(await t.db.selectFrom('channels').select('id').where('owner_user_id', '=', userId).execute()).toHaveLength(1);
  });

  it('answers a bad file with a 400 naming what is wrong, and writes nothing', async () => {
    const file = await downloaded((await busyListener()).visitor);
    const { visitor, userId } = await signedUpVisitor(t.app);
    const cases: [unknown, RegExp][] = [
      [{ ...file, format: 'something-else' }, /^Invalid file: format: not an Earshot data file/],
      [{ ...file, version: 2 }, /^Invalid file: version: this server reads version 1 files/],
      [{ ...file, extra: true }, /^Invalid file: .*extra/],
      [{ ...file, ratings: [{ ...file.ratings[0], rating: 9 }] }, /^Invalid file: ratings\.0\.rating:/],
      [{ ...file, channels: [{ ...file.channels[0], name: ' ' }] }, /^Invalid file: channels\.0\.name:/],
      [[1, 2, 3], /^Invalid file:/],
    ];
    for (const [body, message] of cases) {
      const res = await importInto(visitor, body);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toMatch(message);
    }
    const notJson = await visitor.request({ method: 'POST', url: YOUR_DATA_ENDPOINTS.importData.path, headers: { 'content-type': 'application/json' }, payload: '{"format":' });
    expect(notJson.statusCode).toBe(400);
    const tooLarge = await visitor.request({
      method: 'POST',
      url: YOUR_DATA_ENDPOINTS.importData.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...file, padding: 'x'.repeat(YOUR_DATA_LIMITS.importMaxBytes) }),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(await t.db.selectFrom('ratings').select('track_id').where('user_id', '=', userId).execute()).toEqual([]);
  });

  it('is for logged-in listeners, with the CSRF token, and rate limited per account', async () => {
    const anonymous = await newVisitor(t.app);
    expect((await exportOf(anonymous)).statusCode).toBe(401);
    const { visitor } = await busyListener();
    const file = await downloaded(visitor);
    expect((await importInto(anonymous, file)).statusCode).toBe(401);
    const { visitor: next } = await signedUpVisitor(t.app);
    const forged = await next.request({
      method: 'POST', url: YOUR_DATA_ENDPOINTS.importData.path, headers: { 'content-type': 'application/json', 'x-csrftoken': 'forged' }, payload: JSON.stringify(file),
    });
    expect(forged.statusCode).toBe(403);
    for (let i = 1; i < YOUR_DATA_LIMITS.exportsPerHour; i++) expect((await exportOf(visitor)).statusCode).toBe(200);
    const refused = await exportOf(visitor);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    for (let i = 0; i < YOUR_DATA_LIMITS.importsPerHour; i++) expect((await importInto(next, file)).statusCode).not.toBe(429);
    expect((await importInto(next, file)).statusCode).toBe(429);
    clock.advance(60 * MINUTE);
    expect((await exportOf(visitor)).statusCode).toBe(200);
  });
});
