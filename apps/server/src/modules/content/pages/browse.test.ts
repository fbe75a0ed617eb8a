import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { htmlToText } from './service';

describe.each(DIALECTS)('genre, featured and Surprise Me API on %s', (dialect) => {
  let t: TestApp;
  let genre: { param: string; name: string; channels: number; _id: { $oid: string } };
  let brand: { param: string; name: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const { features, brands } = (await t.app.inject('/c/m/json/genres/')).json();
    genre = features.find((g: { channels: number }) => g.channels >= 3);
    brand = brands[0];
  });
  afterAll(() => t.close());

  it("gives a genre's name, descriptions, its most popular channel as featured and the rest after it", async () => {
    const res = await t.app.inject(`/c/m/json/page/genre/${genre.param}/`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page).toMatchObject({ param: genre.param, name: genre.name, description: expect.any(String), meta_description: expect.any(String) });
    expect(page.description.length).toBeGreaterThan(0);
    const ids = [page.featuredChannel._id.$oid, ...page.channels.map((c: { _id: { $oid: string } }) => c._id.$oid)];
    expect(ids).toHaveLength(genre.channels);
    expect(new Set(ids).size).toBe(ids.length);
    const rows = await t.db.selectFrom('channels').select(['id', 'popularity', 'genre_id']).where('id', 'in', ids).execute();
    for (const row of rows) expect(row.genre_id).toBe(genre._id.$oid);
    const popularity = ids.map((id) => rows.find((r) => r.id === id)?.popularity ?? -1);
    expect(popularity).toEqual([...popularity].sort((a, b) => b - a));
  });

  it("gives a brand's HTML description, plain-text meta description, article and channels", async () => {
    const res = await t.app.inject(`/c/m/json/page/featured/${brand.param}/`);
    expect(res.statusCode).toBe(200);
    const page = res.json();
    expect(page.param).toBe(brand.param);
    expect(page.brand.name).toBe(brand.name);
    expect(page.brand.description).toMatch(/^<p>/);
    expect(page.brand.meta_description).not.toMatch(/[<>]/);
    expect(page.channels.length).toBeGreaterThan(0);
    expect(page.article === null || typeof page.article.content === 'string').toBe(true);
    const maggotbrain = (await t.app.inject('/c/m/json/page/featured/maggotbrain/')).json();
    expect(maggotbrain.article.content).toContain('<h2>');
  });

  it('answers 404 for an unknown genre or brand and 400 for a param that cannot be one', async () => {
    expect((await t.app.inject('/c/m/json/page/genre/no-such-genre/')).statusCode).toBe(404);
    expect((await t.app.inject(`/c/m/json/page/genre/${brand.param}/`)).statusCode).toBe(404);
    expect((await t.app.inject('/c/m/json/page/featured/no-such-brand/')).statusCode).toBe(404);
    expect((await t.app.inject(`/c/m/json/page/featured/${genre.param}/`)).statusCode).toBe(404);
    const bad = await t.app.inject('/c/m/json/page/genre/%3Cscript%3E/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('bad_request');
  });

  it('Surprise Me draws a channel of the genre, a different one when asked not to repeat', async () => {
    const page = (await t.app.inject(`/c/m/json/page/genre/${genre.param}/`)).json();
    const inGenre = new Set([page.featuredChannel._id.$oid, ...page.channels.map((c: { _id: { $oid: string } }) => c._id.$oid)]);
    const first = await t.app.inject(`/c/m/json/genre/?param=${genre.param}`);
    expect(first.statusCode).toBe(200);
    const [drawn] = first.json().channels;
    expect(inGenre.has(drawn._id.$oid)).toBe(true);
    for (let i = 0; i < 5; i++) {
      const [next] = (await t.app.inject(`/c/m/json/genre/?param=${genre.param}&not=${drawn._id.$oid}`)).json().channels;
      expect(inGenre.has(next._id.$oid)).toBe(true);
      expect(next._id.$oid).not.toBe(drawn._id.$oid);
    }
  });

  it('Surprise Me answers 404 for an unknown genre and 400 without one', async () => {
    const unknown = await t.app.inject('/c/m/json/genre/?param=no-such-genre');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error).toBe('not_found');
    expect((await t.app.inject('/c/m/json/genre/')).statusCode).toBe(400);
  });
});

describe('htmlToText', () => {
  it('turns catalog paragraphs into one line of text', () => {
    expect(htmlToText('<p>Deep funk &amp; soul.</p><p>It&#39;s &lt;loud&gt;.</p>')).toBe("Deep funk & soul. It's <loud>.");
  });
});
