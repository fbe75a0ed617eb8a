import { SIMILAR_CHANNELS_MAX, type SimilarChannels, endpointUrl, CHANNEL_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, signedUpVisitor } from '../../../test/accounts';
import { type TestApp, type Visitor, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';

interface CatalogChannel { id: string; oldid: number; genre_id: string | null; popularity: number; disabled: number }

describe.each(DIALECTS)('channel settings calls on %s', (dialect) => {
  let t: TestApp;
  let catalog: CatalogChannel[];
  let fiveStar: CatalogChannel;

  const check = async (v: Visitor, ref: string | number) => {
    const res = await v.get(endpointUrl(CHANNEL_ENDPOINTS.check, { params: { id: String(ref) } }));
    return [res.statusCode, res.json()];
  };
  const similarIds = async (ref: string | number) => {
    const res = await (await newVisitor(t.app)).get(endpointUrl(CHANNEL_ENDPOINTS.similar, { params: { id: String(ref) } }));
    expect(res.statusCode).toBe(200);
    const body = res.json() as SimilarChannels;
    expect(body.status).toBe('ok');
    return body.rchannels.map((c) => c._id.$oid);
  };
  /** Catalog channels of a genre, most popular first, as the similar call should list them. */
  const inGenre = (genreId: string | null, exclude: string[]) =>
    catalog.filter((c) => c.genre_id === genreId && c.disabled === 0 && !exclude.includes(c.id))
      .sort((a, b) => b.popularity - a.popularity || a.id.localeCompare(b.id)).map((c) => c.id);

  beforeAll(async () => {
    t = await createTestApp(dialect);
    const rows = await t.db.selectFrom('channels').select(['id', 'oldid', 'genre_id', 'popularity', 'disabled', 'five_star']).orderBy('oldid').execute();
    catalog = rows.filter((c) => c.five_star === 0);
    const five = rows.find((c) => c.five_star === 1);
    if (!five) throw new Error('the seed has no Five-Star channel');
    fiveStar = five;
  });
  afterAll(() => t.close());

  it("lets anyone view an enabled channel, and only its owner or, on a curated channel, any listener edit it", async () => {
    const owner = await signedUpVisitor(t.app);
    await owner.visitor.post(endpointUrl(CHANNEL_ENDPOINTS.blend, { params: { id: catalog[0].id } }), { o: catalog[1].id, uc: 0 });
    const copy = await t.db.selectFrom('channels').select('id').where('owner_user_id', '=', owner.userId).executeTakeFirstOrThrow();
    const other = await signedUpVisitor(t.app);
    const anonymous = await newVisitor(t.app);

    expect(await check(anonymous, catalog[0].oldid)).toEqual([200, { can_view: true, can_edit: false }]);
    expect(await check(anonymous, copy.id)).toEqual([200, { can_view: true, can_edit: false }]);
    expect(await check(other.visitor, catalog[0].id)).toEqual([200, { can_view: true, can_edit: true }]);
    expect(await check(other.visitor, copy.id)).toEqual([200, { can_view: true, can_edit: false }]);
    expect(await check(owner.visitor, copy.id)).toEqual([200, { can_view: true, can_edit: true }]);

    await t.db.updateTable('channels').set({ disabled: 1 }).where('id', '=', catalog[2].id).execute();
    expect(await check(other.visitor, catalog[2].id)).toEqual([200, { can_view: false, can_edit: true }]);
    await t.db.updateTable('channels').set({ disabled: 0 }).where('id', '=', catalog[2].id).execute();

    expect(await check(anonymous, 'f'.repeat(24))).toEqual([404, { error: 'not_found', message: 'Channel not found.' }]);
    expect(await check(anonymous, 999_999_999)).toEqual([404, { error: 'not_found', message: 'Channel not found.' }]);
    expect((await check(anonymous, 'nope'))[0]).toBe(400);
  });

  it('suggests enabled catalog channels of the same genre, most popular first, never the channel itself or a copy', async () => {
    const genre = catalog[0].genre_id;
    const sameGenre = catalog.filter((c) => c.genre_id === genre);
    expect(sameGenre.length).toBeGreaterThan(2);
    const base = sameGenre[0];
    await t.db.updateTable('channels').set({ disabled: 1 }).where('id', '=', sameGenre[1].id).execute();
    try {
      const similar = await similarIds(base.oldid);
      expect(similar).toEqual(inGenre(genre, [base.id, sameGenre[1].id]));
      expect(similar.length).toBeGreaterThan(0);
    } finally {
      await t.db.updateTable('channels').set({ disabled: 0 }).where('id', '=', sameGenre[1].id).execute();
    }
  });

  it("answers for a blend from its first channel's genre, without the channels it plays", async () => {
    const { visitor, userId } = await signedUpVisitor(t.app);
    const first = catalog[3];
    const sibling = catalog.find((c) => c.genre_id === first.genre_id && c.id !== first.id);
    const elsewhere = catalog.find((c) => c.genre_id !== first.genre_id);
    if (!sibling || !elsewhere) throw new Error(`the seed has no channel beside ${first.id} in its genre, or none in another`);
    await visitor.post(endpointUrl(CHANNEL_ENDPOINTS.blend, { params: { id: first.id } }), { o: sibling.id, uc: 0 });
    await visitor.post(endpointUrl(CHANNEL_ENDPOINTS.blend, { params: { id: first.id } }), { o: elsewhere.id, uc: 0 });
    const copy = await t.db.selectFrom('channels').select('id').where('owner_user_id', '=', userId).executeTakeFirstOrThrow();
    expect(await similarIds(copy.id)).toEqual(inGenre(first.genre_id, [first.id, sibling.id]));
  });

  it(`lists at most ${SIMILAR_CHANNELS_MAX}: the most popular of all for Five-Star Radio, which has no genre`, async () => {
    const similar = await similarIds(fiveStar.oldid);
    const mostPopular = [...catalog].sort((a, b) => b.popularity - a.popularity || a.id.localeCompare(b.id)).map((c) => c.id);
    expect(catalog.length).toBeGreaterThan(SIMILAR_CHANNELS_MAX);
    expect(similar).toEqual(mostPopular.slice(0, SIMILAR_CHANNELS_MAX));
    expect((await (await newVisitor(t.app)).get(endpointUrl(CHANNEL_ENDPOINTS.similar, { params: { id: 'f'.repeat(24) } }))).statusCode).toBe(404);
    expect((await (await newVisitor(t.app)).get(endpointUrl(CHANNEL_ENDPOINTS.similar, { params: { id: 'x' } }))).statusCode).toBe(400);
  });
});
