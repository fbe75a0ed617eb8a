import { BAN_LIMITS, LIMITS, endpointUrl, CHANNEL_ENDPOINTS, MY_CHANNELS_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runSeasonCommand } from '../modules/promotions/season-of-sharing/command';
import { SeasonOfSharingRepo } from '../modules/promotions/season-of-sharing/repo';
import { SeasonOfSharingService } from '../modules/promotions/season-of-sharing/service';
import { signedUpVisitor } from '../test/accounts';
import { FakeClock, type TestApp, Visitor, createTestApp } from '../test/app';
import { DIALECTS } from '../test/db';

const AT_ONCE = 50;
/** A double click, and then some: the same request this many times at once. */
const REPEATS = 10;

type CountedTable = 'channel_removed_artists' | 'channel_removed_tracks' | 'channel_added_channels' | 'favorites' | 'ratings';

describe.each(DIALECTS)('limits and duplicates under concurrent requests on %s', (dialect) => {
  let t: TestApp;
  let curated: string[];
  let artists: string[];
  let songs: string[];
  // Monday 15 June 2026, inside the season the vote test opens.
  const clock = new FakeClock(Date.UTC(2026, 5, 15, 12, 0, 0));
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: clock.now });
    curated = (await t.db.selectFrom('channels').select('id').where('five_star', '=', 0).orderBy('oldid').execute()).map((c) => c.id);
    artists = (await t.db.selectFrom('artists').select('id').orderBy('id').execute()).map((a) => a.id);
    songs = (await t.db.selectFrom('tracks').select('id').where('kind', '=', 'song').orderBy('id').execute()).map((s) => s.id);
  });
  afterAll(() => t.close());

  const count = async (table: CountedTable, column: 'channel_id' | 'user_id', value: string) =>
    Number((await t.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where(column, '=', value).executeTakeFirstOrThrow()).n);
  const copyOf = (userId: string) => t.db.selectFrom('channels').select('id').where('owner_user_id', '=', userId).executeTakeFirstOrThrow();
  const statuses = async (requests: Promise<{ statusCode: number; json(): { status?: string } }>[]) =>
    (await Promise.all(requests)).map((res) => (res.statusCode === 200 ? res.json().status : res.statusCode));

  it(`lets exactly 10 of ${AT_ONCE} concurrent artist bans through on a channel holding ${BAN_LIMITS.artists - 10}`, async () => {
    const { visitor, userId } = await signedUpVisitor(t.app);
    await visitor.post(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: curated[0], action: 'remove_artist' } }), { t: artists[0], w: 1 });
    const copy = await copyOf(userId);
    const held = BAN_LIMITS.artists - 10;
    await t.db.insertInto('channel_removed_artists').values(artists.slice(1, held).map((id) => ({ channel_id: copy.id, artist_id: id, created_at: 1 }))).execute();
    const attempts = artists.slice(held, held + AT_ONCE);
    const answers = await statuses(attempts.map((id) => visitor.post(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: copy.id, action: 'remove_artist' } }), { t: id, w: 1 })));
    expect(answers.filter((s) => s === 'ok')).toHaveLength(10);
    expect(answers.filter((s) => s === 'limit')).toHaveLength(AT_ONCE - 10);
    expect(await count('channel_removed_artists', 'channel_id', copy.id)).toBe(BAN_LIMITS.artists);
  });

  it(`lets exactly 5 of ${AT_ONCE} concurrent additions into a blend of 10`, async () => {
    const { visitor, userId } = await signedUpVisitor(t.app);
    for (const other of curated.slice(1, 10)) await visitor.post(endpointUrl(CHANNEL_ENDPOINTS.blend, { params: { id: curated[0] } }), { o: other, uc: 0 });
    const copy = await copyOf(userId);
    const others = curated.slice(10, 10 + AT_ONCE);
    expect(others).toHaveLength(AT_ONCE);
    const answers = await statuses(others.map((other) => visitor.post(endpointUrl(CHANNEL_ENDPOINTS.blend, { params: { id: copy.id } }), { o: other, uc: 0 })));
    expect(answers.filter((s) => s === 'ok')).toHaveLength(5);
    expect(answers.filter((s) => s === 'max')).toHaveLength(AT_ONCE - 5);
    expect(await count('channel_added_channels', 'channel_id', copy.id)).toBe(LIMITS.blendMaxChannels);
  });

  it(`counts one of ${AT_ONCE} charity votes sent at once by one listener`, async () => {
    await runSeasonCommand(new SeasonOfSharingService(new SeasonOfSharingRepo(t.db), clock.now), ['open', '2026-06-01', '2026-06-30', 'UTC']);
    const listener = new Visitor(t.app);
    await listener.get('/sos/charities');
    const answers = await Promise.all(
      Array.from({ length: AT_ONCE }, (_, i) => listener.request({ method: 'POST', url: `/sos/vote?type=write-in&name=Cause+${i}` })),
    );
    expect(answers.filter((res) => res.json().is_valid)).toHaveLength(1);
    const votes = await t.db.selectFrom('charity_votes').select('id').where('name', 'like', 'Cause %').execute();
    expect(votes).toHaveLength(1);
  });

  it('keeps one row for the same favorite, ban, rating or blend sent many times at once', async () => {
    const { visitor, userId } = await signedUpVisitor(t.app);
    await visitor.post(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: curated[0], action: 'edit_channel' } }), { name: 'Clicked twice', w: 1 });
    const copy = await copyOf(userId);
    const repeat = (url: string, form: Record<string, string | number>) => statuses(Array.from({ length: REPEATS }, () => visitor.post(url, form)));

    expect(await repeat(MY_CHANNELS_ENDPOINTS.addFavorite.path, { c: curated[1] })).toEqual(Array(REPEATS).fill('ok'));
    expect(await repeat(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: copy.id, action: 'remove_track' } }), { o: songs[0], w: 1 })).toEqual(Array(REPEATS).fill('ok'));
    expect(await repeat(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: copy.id, action: 'remove_artist' } }), { t: artists[0], w: 1 })).toEqual(Array(REPEATS).fill('ok'));
    expect(await repeat(endpointUrl(CHANNEL_ENDPOINTS.blend, { params: { id: copy.id } }), { o: curated[2], uc: 0 })).toEqual(Array(REPEATS).fill('ok'));
    const ratings = await Promise.all(Array.from({ length: REPEATS }, () => visitor.post('/listener/rating/', { t: songs[1], v: 4, w: 1 })));
    expect(ratings.map((res) => res.statusCode)).toEqual(Array(REPEATS).fill(200));

    expect(await count('favorites', 'user_id', userId)).toBe(1);
    expect(await count('channel_removed_tracks', 'channel_id', copy.id)).toBe(1);
    expect(await count('channel_removed_artists', 'channel_id', copy.id)).toBe(1);
    const blended = await t.db.selectFrom('channel_added_channels').select('added_channel_id').where('channel_id', '=', copy.id).execute();
    expect(blended.filter((r) => r.added_channel_id === curated[2])).toHaveLength(1);
    expect(await count('ratings', 'user_id', userId)).toBe(1);
  });
});
