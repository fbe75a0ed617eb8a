import { SEARCH_LIMITS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';
import { buildSearchIndex } from './index-builder';

let serial = 0;
/** A curated channel (or, with an owner, a user channel) with a name the demo catalog cannot have. */
async function addChannel(t: TestApp, name: string, opts: { popularity?: number; owner?: string; description?: string } = {}) {
  serial += 1;
  const id = `feed${String(serial).padStart(20, '0')}`;
  await t.db
    .insertInto('channels')
    .values({
      id, oldid: 90_000 + serial, channel_uuid: `uuid-${serial}`, name, description: opts.description ?? 'Test channel.',
      genre_id: null, brand_id: null, christmas: 0, five_star: 0, popularity: opts.popularity ?? 1, created_at: 0, art_seed: serial,
      featured_artist_id: null, owner_user_id: opts.owner ?? null,
    })
    .execute();
  return { id, oldid: 90_000 + serial };
}

describe.each(DIALECTS)('search API on %s', (dialect) => {
  let t: TestApp;
  let artist: string;
  let keyword: string;

  beforeAll(async () => {
    t = await createTestApp(dialect);
    // Popularity runs against the match quality, so only the ranking can put them in this order.
    await addChannel(t, 'Mellow Gold', { popularity: 1 });
    await addChannel(t, 'Mellow Golden Hour', { popularity: 50 });
    await addChannel(t, 'Yellow Gold', { popularity: 100 });
    await addChannel(t, 'Quietude Lounge', { description: 'Harpsichord sonatas for late nights.' });
    await t.db.insertInto('users').values({ id: 'feed00000000000000000001', email: 'owner@example.com', password_hash: null, facebook_id: null, birth_year: null, birth_month: null, birth_day: null, gender: null, zipcode: null, created_at: 0, updated_at: 0 }).execute();
    await addChannel(t, 'Zanzibar Private Mix', { owner: 'feed00000000000000000001' });
    await buildSearchIndex(t.db);
    artist = (await t.db.selectFrom('search_terms').select('term').where('kind', '=', 'artist').orderBy('weight', 'desc').orderBy('term').executeTakeFirstOrThrow()).term;
    keyword = (await t.db.selectFrom('keywords').select('keyword').orderBy('keyword').executeTakeFirstOrThrow()).keyword;
  });
  afterAll(() => t.close());

  const box = async (k: string) => {
    const res = await t.app.inject({ url: '/c/m/json/channel_search/', query: { k, q: 'true', w: 'true' } });
    expect(res.statusCode).toBe(200);
    return res.json() as { channel_id_results: { name: string; oldid: number }[]; artist_results: string[]; keyword_results: string[] };
  };

  it('ranks the exact name first, then names that start with the text, then near misses', async () => {
    const names = (await box('mellow gold')).channel_id_results.map((c) => c.name);
    expect(names.slice(0, 3)).toEqual(['Mellow Gold', 'Mellow Golden Hour', 'Yellow Gold']);
  });

  it('forgives a one-letter typo in a channel name and in an artist name', async () => {
    expect((await box('melow gold')).channel_id_results[0].name).toBe('Mellow Gold');
    const typo = `${artist.slice(0, 1)}${artist.slice(2)}`;
    expect((await box(typo)).artist_results).toContain(artist);
  });

  it('answers the dropdown with names and legacy ids, artists and keywords, each list capped', async () => {
    const res = await box('mellow');
    expect(res.channel_id_results).toContainEqual({ name: 'Mellow Gold', oldid: expect.any(Number) });
    expect((await box(artist)).artist_results[0]).toBe(artist);
    expect((await box(keyword)).keyword_results[0].toLowerCase()).toBe(keyword);
    const broad = await box('a');
    for (const list of [broad.channel_id_results, broad.artist_results, broad.keyword_results]) {
      expect(list.length).toBeLessThanOrEqual(SEARCH_LIMITS.dropdownPerGroup);
    }
  });

  it('finds channels by their description, after name matches', async () => {
    expect((await box('harpsichord')).channel_id_results.map((c) => c.name)).toContain('Quietude Lounge');
  });

  it('never lists user channels', async () => {
    expect((await box('zanzibar private mix')).channel_id_results).toEqual([]);
  });

  it('answers empty and whitespace-only text with empty lists, and too-long text with 400', async () => {
    const empty = { channel_id_results: [], artist_results: [], keyword_results: [] };
    expect(await box('')).toEqual(empty);
    expect(await box('   ')).toEqual(empty);
    expect(await box('%_*"()')).toEqual(empty);
    const long = await t.app.inject({ url: '/c/m/json/channel_search/', query: { k: 'x'.repeat(SEARCH_LIMITS.queryMaxChars + 1) } });
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe('bad_request');
  });

  it('survives FTS and LIKE syntax in the text', async () => {
    for (const k of ['NEAR(a b)', 'a OR b', '"unbalanced', 'col:umn', '100%', 'x_y', "o'brien", '*']) {
      expect((await t.app.inject({ url: '/c/m/json/channel_search/', query: { k } })).statusCode).toBe(200);
    }
  });

  it('gives the results page whole channels for tiles', async () => {
    const res = await t.app.inject(`/c/m/json/page/search/${encodeURIComponent('mellow gold')}/`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.channelResults[0]).toMatchObject({ name: 'Mellow Gold', image: expect.any(String), is_user_channel: false });
    expect(page).toHaveProperty('artist_results');
    expect(page).toHaveProperty('keyword_results');
  });

  it('gives an artist page the channels with songs by that artist, found in any case', async () => {
    const res = await t.app.inject(`/c/m/json/page/artist/${encodeURIComponent(artist.toUpperCase())}/`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.name).toBe(artist);
    expect(page.channels.length).toBeGreaterThan(0);
    const plays = await t.db
      .selectFrom('channel_tracks').innerJoin('tracks', 'tracks.id', 'channel_tracks.track_id').innerJoin('artists', 'artists.id', 'tracks.artist_id')
      .where('artists.name', '=', artist).where('channel_tracks.channel_id', '=', page.channels[0]._id.$oid).select('tracks.id').execute();
    expect(plays.length).toBeGreaterThan(0);
  });

  it('gives a keyword page the channels with that keyword, and a genre name its genre', async () => {
    const res = await t.app.inject(`/c/m/json/page/keyword/${encodeURIComponent(keyword)}/`);
    expect(res.statusCode).toBe(200);
    const tagged = await t.db.selectFrom('keywords').select('channel_id').where('keyword', '=', keyword).execute();
    expect(res.json().channels.map((c: { _id: { $oid: string } }) => c._id.$oid).sort()).toEqual(tagged.map((r) => r.channel_id).sort());
    const genre = await t.db.selectFrom('genres').innerJoin('channels', 'channels.genre_id', 'genres.id').select('genres.name').executeTakeFirstOrThrow();
    const byGenre = await t.app.inject(`/c/m/json/page/keyword/${encodeURIComponent(genre.name)}/`);
    expect(byGenre.statusCode).toBe(200);
    expect(byGenre.json()).toMatchObject({ term: genre.name, channels: expect.arrayContaining([expect.objectContaining({ genre: expect.any(String) })]) });
  });

  it('answers an unknown artist or keyword with 404', async () => {
    expect((await t.app.inject('/c/m/json/page/artist/Nobody%20At%20All/')).statusCode).toBe(404);
    expect((await t.app.inject('/c/m/json/page/keyword/nothing-like-this/')).statusCode).toBe(404);
  });

  it('suggests Smooth Jazz, Classical and two artists of the catalog', async () => {
    const res = await t.app.inject('/c/m/json/channel_search/suggestions/');
    const { suggestions } = res.json();
    expect(suggestions.slice(0, 2)).toEqual(['Smooth Jazz', 'Classical']);
    expect(suggestions).toHaveLength(4);
    expect(suggestions[2]).toBe(artist);
  });
});
