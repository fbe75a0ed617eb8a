import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeClock, type TestApp, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { PAGE_FRESH_MS } from './service';

describe.each(DIALECTS)('page data API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('lists genres with channel counts and today\'s features with canonical urls', async () => {
    const res = await t.app.inject('/c/m/json/genres/');
    expect(res.statusCode).toBe(200);
    const { features, brands } = res.json();
    expect(features.length).toBeGreaterThan(3);
    const total = features.reduce((n: number, g: { channels: number }) => n + g.channels, 0);
    const curated = await t.db.selectFrom('channels').select((eb) => eb.fn.countAll<number>().as('n')).where('genre_id', 'is not', null).executeTakeFirstOrThrow();
    expect(total).toBe(Number(curated.n));
    expect(features[0]).toMatchObject({ _id: { $oid: expect.any(String) }, name: expect.any(String), param: expect.any(String) });
    expect(brands.length).toBeGreaterThan(0);
    for (const b of brands) expect(b.canonical_url).toBe(`/featured/${b.param}/`);
  });

  it('gives the home page title and featured sections of channels, most popular first', async () => {
    const res = await t.app.inject('/c/m/json/page/home/');
    expect(res.statusCode).toBe(200);
    const home = res.json();
    expect(home.title).toBe('Hundreds of music channels — all 100% free!');
    expect(home.sections[0].param).toBe('mostpopular');
    for (const section of home.sections) {
      expect(section.channels.length).toBeGreaterThan(0);
      expect(section.channels[0]).toMatchObject({ name: expect.any(String), image: expect.stringMatching(/^\/img\/tiles\//) });
    }
  });

  it('publishes an OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject('/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/c/m/json/channel/{id}/', '/c/m/json/playlist/{channelId}/', '/c/m/json/played/', '/c/m/json/genres/']),
    );
    expect(doc.paths['/c/m/json/played/'].post.requestBody.content['application/x-www-form-urlencoded'].schema.required).toEqual(['t', 'c', 'ms']);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject('/c/m/json/nothing-here/');
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe('not_found');
  });
});

describe.each(DIALECTS)('page data under many visitors on %s', (dialect) => {
  const clock = new FakeClock();
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: clock.now });
  });
  afterAll(() => t.close());

  const homeSection = async () => (await t.app.inject('/c/m/json/page/home/')).json().sections[0].name;
  const genreName = async (param: string) => (await t.app.inject(`/c/m/json/page/genre/${param}/`)).json().name;

  it('builds the home and genre pages once for all visitors of the same moment, and shows an edit once they are no longer fresh', async () => {
    const [section] = await t.db.selectFrom('home_sections').select(['id', 'name']).orderBy('sort').limit(1).execute();
    const [genre] = await t.db.selectFrom('genres').select(['id', 'name', 'param']).orderBy('param').limit(1).execute();
    expect(await homeSection()).toBe(section.name);
    expect(await genreName(genre.param)).toBe(genre.name);

    // An edit made by another process (npm run catalog:apply) while visitors arrive.
    await t.db.updateTable('home_sections').set({ name: 'Edited section' }).where('id', '=', section.id).execute();
    await t.db.updateTable('genres').set({ name: 'Edited genre' }).where('id', '=', genre.id).execute();
    clock.advance(PAGE_FRESH_MS - 1);
    expect(await homeSection()).toBe(section.name);
    expect(await genreName(genre.param)).toBe(genre.name);

    clock.advance(1);
    expect(await homeSection()).toBe('Edited section');
    expect(await genreName(genre.param)).toBe('Edited genre');
  });
});
