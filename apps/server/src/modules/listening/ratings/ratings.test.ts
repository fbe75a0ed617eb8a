import { COOKIES, LOG_IN_PROMPTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpVisitor } from '../../../test/accounts';
import { FakeClock, MINUTE, type TestApp, Visitor, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';

interface Item { type: string; _id: { $oid: string } }

describe.each(DIALECTS)('ratings and the Five-Star channel on %s', (dialect) => {
  let t: TestApp;
  let songs: { id: string; christmas: number; genre: string }[];
  let fiveStarOldId: number;
  const clock = new FakeClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: clock.now });
    songs = await t.db.selectFrom('tracks').innerJoin('artists', 'artists.id', 'tracks.artist_id').innerJoin('genres', 'genres.id', 'artists.genre_id')
      .select(['tracks.id', 'tracks.christmas', 'genres.param as genre']).where('tracks.kind', '=', 'song').orderBy('tracks.id').execute();
    fiveStarOldId = (await t.db.selectFrom('channels').select('oldid').where('five_star', '=', 1).executeTakeFirstOrThrow()).oldid;
  });
  afterAll(() => t.close());

  const rate = (v: Visitor, trackId: string, stars: number) => v.post('/listener/rating/', { t: trackId, v: stars, w: 1 });

  it('stores a rating, answers the rated count first, and reads it back', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    expect((await visitor.get(`/listener/rating/?t=${songs[0].id}&w=1`)).json()).toEqual({ rating: 0 });
    expect((await rate(visitor, songs[0].id, 4)).json()).toEqual({ ratings: [1] });
    expect((await rate(visitor, songs[1].id, 2)).json()).toEqual({ ratings: [2] });
    expect((await rate(visitor, songs[0].id, 5)).json()).toEqual({ ratings: [2] });
    expect((await visitor.get(`/listener/rating/?t=${songs[0].id}&w=1`)).json()).toEqual({ rating: 5 });
  });

  it('refuses ratings outside 1–5, unknown tracks and anonymous listeners', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    const zero = await rate(visitor, songs[0].id, 0);
    expect(zero.statusCode).toBe(400);
    expect(zero.json().message).toMatch(/^Invalid form: v:/);
    expect((await rate(visitor, 'f'.repeat(24), 3)).statusCode).toBe(404);
    const anonymous = new Visitor(t.app);
    await anonymous.get('/c/m/json/genres/');
    expect((await rate(anonymous, songs[0].id, 3)).statusCode).toBe(401);
    expect((await anonymous.get(`/listener/rating/?t=${songs[0].id}`)).statusCode).toBe(401);
  });

  it("plays only the listener's 4- and 5-star songs, narrowed by category and Christmas filters", async () => {
    const { visitor } = await signedUpVisitor(t.app);
    const christmas = songs.filter((s) => s.christmas === 1).slice(0, 3);
    const plain = songs.filter((s) => s.christmas === 0).slice(0, 20);
    for (const s of [...christmas, ...plain.slice(0, 17)]) await rate(visitor, s.id, 5);
    for (const s of plain.slice(17)) await rate(visitor, s.id, 3);
    const liked = new Set([...christmas, ...plain.slice(0, 17)].map((s) => s.id));

    const data = (await visitor.get('/listener/user-five-star/')).json();
    expect(data.totalTracksRatedCount).toBe(23);
    expect(data.fiveStarRatedCount).toBe(20);
    expect(data.categories.reduce((n: number, c: { count: number }) => n + c.count, 0)).toBe(20);

    const play = async () => {
      const res = await visitor.get(`/c/m/json/playlist/${fiveStarOldId}/`);
      expect(res.statusCode).toBe(200);
      return res.json() as { items: Item[]; five_star: { category: string; christmas: number; tracks: number } };
    };
    const mix = await play();
    expect(mix.five_star).toEqual({ category: '', christmas: 0, tracks: 20 });
    for (const item of mix.items.filter((i) => i.type === 'song')) expect(liked.has(item._id.$oid)).toBe(true);

    visitor.setCookie(COOKIES.christmasFilter, '2');
    const xmas = await play();
    expect(xmas.five_star.tracks).toBe(christmas.length);
    for (const item of xmas.items.filter((i) => i.type === 'song')) expect(christmas.some((s) => s.id === item._id.$oid)).toBe(true);

    visitor.setCookie(COOKIES.christmasFilter, '1');
    const category = data.categories[0];
    visitor.setCookie(COOKIES.fiveStarFilter, category.param);
    const narrowed = await play();
    const inCategory = [...plain.slice(0, 17)].filter((s) => s.genre === category.param).map((s) => s.id);
    expect(narrowed.five_star).toEqual({ category: category.param, christmas: 1, tracks: inCategory.length });
    for (const item of narrowed.items.filter((i) => i.type === 'song')) expect(inCategory).toContain(item._id.$oid);
  });

  it('asks anonymous listeners to log in for Five-Star Radio', async () => {
    const res = await new Visitor(t.app).get(`/c/m/json/playlist/${fiveStarOldId}/`);
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toBe(LOG_IN_PROMPTS.fiveStar);
  });

  it('plays highly rated songs more often than unrated ones on a channel', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    const channel = await t.db.selectFrom('channels').select('id').where('five_star', '=', 0).orderBy('oldid').executeTakeFirstOrThrow();
    const own = (await t.db.selectFrom('channel_tracks').select('track_id').where('channel_id', '=', channel.id).orderBy('track_id').execute()).map((r) => r.track_id);
    const loved = own.slice(0, Math.floor(own.length / 4));
    const disliked = own.slice(Math.floor(own.length / 4), Math.floor(own.length / 2));
    for (const id of loved) await rate(visitor, id, 5);
    for (const id of disliked) await rate(visitor, id, 1);
    const counts = { loved: 0, disliked: 0 };
    for (let call = 0; call < 12; call++) {
      // Past the 3-hour window each time, so the no-repeat rule leaves the draw to the weights.
      clock.advance(4 * 60 * MINUTE);
      const items = (await visitor.get(`/c/m/json/playlist/${channel.id}/`)).json().items as Item[];
      for (const item of items) {
        if (loved.includes(item._id.$oid)) counts.loved++;
        if (disliked.includes(item._id.$oid)) counts.disliked++;
      }
    }
    expect(counts.loved).toBeGreaterThan(3 * counts.disliked);
  });
});
