import { channelPath } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { escapeXml, sitemapXml } from './routes';

/** The <loc> values of a sitemap, unescaped. */
function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) =>
    m[1].replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&apos;/g, "'").replace(/&amp;/g, '&'),
  );
}

describe('sitemap XML', () => {
  it('escapes what XML needs escaped', () => {
    expect(escapeXml(`a&b<c>"d'`)).toBe('a&amp;b&lt;c&gt;&quot;d&apos;');
    const xml = sitemapXml('https://radio.example.com', ['/x/?a=1&b=2']);
    expect(xml).toContain('<loc>https://radio.example.com/x/?a=1&amp;b=2</loc>');
    expect(xml).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);
  });
});

describe.each(DIALECTS)('robots.txt and sitemap.xml on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { PUBLIC_URL: 'https://radio.example.com' } });
  });
  afterAll(() => t.close());

  it('robots.txt allows everything but the API and personal pages, and names the sitemap by absolute URL', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const lines = res.body.split('\n');
    expect(lines).toContain('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/c/m/json/', '/listener/', '/user_settings/', '/history/', '/favorites/', '/track-history/', '/ratings-history/', '/player/']) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
    expect(lines).toContain('Sitemap: https://radio.example.com/sitemap.xml');
  });

  it('sitemap.xml lists static pages, every genre, brand and content page and every curated channel, and no user channel', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^application\/xml/);
    expect(res.headers['cache-control']).toMatch(/public, max-age=\d+/);
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">')).toBe(true);
    expect(res.body.trimEnd().endsWith('</urlset>')).toBe(true);
    // Well formed: every <url> holds exactly one <loc>, and no bare ampersand.
    expect(res.body.match(/<url>/g)?.length).toBe(res.body.match(/<loc>/g)?.length);
    expect(res.body).not.toMatch(/&(?!amp;|lt;|gt;|quot;|apos;)/);

    const urls = locs(res.body);
    expect(new Set(urls).size).toBe(urls.length);
    for (const url of urls) expect(url.startsWith('https://radio.example.com/')).toBe(true);
    const paths = new Set(urls.map((u) => new URL(u).pathname));
    for (const p of ['/', '/about/', '/five-star/', '/articles/', '/workday-channels/', '/holiday-music/', '/mostpopular/', '/newest/']) expect(paths).toContain(p);
    // The holiday page's other two addresses show the same page: only its canonical one is listed.
    for (const p of ['/christmas-music/', '/holiday-channels-2024/']) expect(paths).not.toContain(p);

    const genres = await t.db.selectFrom('genres').select('param').execute();
    const brands = await t.db.selectFrom('brands').select('param').execute();
    expect(genres.length).toBeGreaterThan(0);
    expect(brands.length).toBeGreaterThan(0);
    for (const g of genres) expect(paths).toContain(`/${g.param}/`);
    for (const b of brands) expect(paths).toContain(`/featured/${b.param}/`);

    const curated = await t.db.selectFrom('channels').select(['name', 'oldid']).where('owner_user_id', 'is', null).where('disabled', '=', 0).execute();
    expect(curated.length).toBeGreaterThan(0);
    for (const c of curated) expect(paths).toContain(channelPath(c));
    expect([...paths].filter((p) => p.startsWith('/channel/'))).toHaveLength(curated.length);
    const contentPages = await t.db.selectFrom('pages').select('url').execute();
    expect(contentPages.length).toBeGreaterThan(0);
    for (const c of contentPages) expect(paths).toContain(`/page/${c.url}/`);
    expect(paths).toContain('/page/season-of-sharing/');
    for (const p of paths) expect(p).toMatch(/^\/(channel\/[a-z0-9-]+\/\d+\/|featured\/[^/]+\/|page\/[a-z0-9-]+\/([a-z0-9-]+\/)?|[^/]*\/?|[^/]+\/)$/);
  });

  it('leaves out a listener\'s own channel', async () => {
    const source = await t.db.selectFrom('channels').selectAll().where('owner_user_id', 'is', null).executeTakeFirstOrThrow();
    const user = await t.db.selectFrom('users').select('id').executeTakeFirst();
    const userId = user?.id ?? 'seo-test-user';
    if (!user) {
      await t.db.insertInto('users').values({ id: userId, email: 'seo@example.com', password_hash: null, facebook_id: null, birth_year: null, birth_month: null, birth_day: null, gender: null, zipcode: null, created_at: 0, updated_at: 0 }).execute();
    }
    await t.db
      .insertInto('channels')
      .values({ ...source, id: 'seo-user-copy', oldid: 987654321, channel_uuid: 'seo-user-copy', name: 'Secret Listener Mix', owner_user_id: userId, source_channel_id: source.id })
      .execute();
    const res = await t.app.inject('/sitemap.xml');
    expect(res.body).not.toContain('987654321');
    expect(res.body).not.toContain('secret-listener-mix');
  });
});
