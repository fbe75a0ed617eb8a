import { buildPages } from '@earshot/catalog';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { storePages } from './repo';

interface Summary {
  url: string;
  title: string;
  desc: string;
  previewimage: string | null;
  article: boolean;
}

describe.each(DIALECTS)('content pages API on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  it('lists every page with its article flag, articles with or without a preview image', async () => {
    const res = await t.app.inject('/c/m/pages');
    expect(res.statusCode).toBe(200);
    const { pages } = res.json() as { pages: Summary[] };
    const rows = await t.db.selectFrom('pages').select(['url', 'is_article']).execute();
    expect(pages.map((p) => p.url).sort()).toEqual(rows.map((r) => r.url).sort());
    for (const page of pages) {
      expect(Object.keys(page).sort()).toEqual(['article', 'desc', 'previewimage', 'title', 'url']);
      expect(page.title.length).toBeGreaterThan(0);
      expect(page.desc.length).toBeGreaterThan(0);
      expect(page.article).toBe(rows.find((r) => r.url === page.url)?.is_article === 1);
    }
    const articles = pages.filter((p) => p.article);
    expect(articles.length).toBeGreaterThanOrEqual(6);
    expect(articles.some((p) => p.previewimage === null)).toBe(true);
    expect(articles.find((p) => p.previewimage !== null)?.previewimage).toMatch(/^\/img\/articles\/[0-9a-f]{24}\.svg$/);
    expect(pages.find((p) => p.url === 'season-of-sharing')?.article).toBe(false);
  });

  it('gives a page by its slug, and one in a category by both', async () => {
    const season = await t.app.inject('/c/m/pages/season-of-sharing');
    expect(season.statusCode).toBe(200);
    const page = season.json();
    expect(Object.keys(page).sort()).toEqual(['category', 'content', 'desc', 'header', 'shareimage', 'title', 'url']);
    expect(page).toMatchObject({ url: 'season-of-sharing', category: null, title: 'Season of Sharing' });
    expect(page.header).toContain('$25,000');
    expect(page.content).toContain('<h2>How it works</h2>');
    expect(page.shareimage).toMatch(/^\/img\/articles\/[0-9a-f]{24}\.svg$/);

    const faq = await t.app.inject('/c/m/pages/help/faq');
    expect(faq.statusCode).toBe(200);
    expect(faq.json()).toMatchObject({ url: 'help/faq', category: 'help', title: 'FAQ' });
  });

  it('answers 404 for a page that does not exist, or not in that category, and 400 for an address that cannot name one', async () => {
    for (const path of ['/c/m/pages/no-such-page', '/c/m/pages/help/no-such-page', '/c/m/pages/legal/season-of-sharing', '/c/m/pages/faq']) {
      const res = await t.app.inject(path);
      expect(res.statusCode, path).toBe(404);
      expect(res.json().error).toBe('not_found');
    }
    for (const path of ['/c/m/pages/%3Cscript%3E', '/c/m/pages/Help/FAQ', '/c/m/pages/help/faq%20x']) {
      const res = await t.app.inject(path);
      expect(res.statusCode, path).toBe(400);
      expect(res.json().error).toBe('bad_request');
    }
  });

  it("lists a genre's related articles on its page, most relevant first, each one a page that opens", async () => {
    const jazz = await t.app.inject('/c/m/json/page/genre/jazz/');
    expect(jazz.statusCode).toBe(200);
    const related = jazz.json().related_articles as Omit<Summary, 'article'>[];
    expect(related.length).toBeGreaterThan(3);
    // The jazz guide names jazz first; the workday piece names it last.
    expect(related[0].url).toBe('where-to-start-with-jazz');
    expect(related.map((r) => r.url)).toContain('building-a-workday-soundtrack');
    for (const article of related) {
      expect(Object.keys(article).sort()).toEqual(['desc', 'previewimage', 'title', 'url']);
      expect((await t.app.inject(`/c/m/pages/${article.url}`)).statusCode).toBe(200);
    }
    // A genre no article is about has none (Latin Pop, in the test catalog).
    expect((await t.app.inject('/c/m/json/page/genre/latin/')).json().related_articles).toEqual([]);
  });

  it('stores page HTML sanitised, whoever wrote it', async () => {
    const [page] = buildPages([]).pages;
    await storePages(t.db, {
      pages: [{ ...page, id: 'f'.repeat(24), url: 'xss-check', content_html: '<p onclick="x()">Hi<script>alert(1)</script> <a href="javascript:alert(1)">there</a></p>' }],
      pageGenres: [],
    });
    const res = await t.app.inject('/c/m/pages/xss-check');
    expect(res.json().content).toBe('<p>Hi <a>there</a></p>');
  });

  it("serves each page's wide art and the default", async () => {
    const { shareimage } = (await t.app.inject('/c/m/pages/help/faq')).json();
    const art = await t.app.inject(shareimage);
    expect(art.statusCode).toBe(200);
    expect(art.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(art.body).toContain('HELP');
    expect(art.body).toContain('FAQ');
    expect((await t.app.inject('/img/articles/default.svg')).statusCode).toBe(200);
    expect((await t.app.inject(`/img/articles/${'0'.repeat(24)}.svg`)).statusCode).toBe(404);
    expect((await t.app.inject('/img/articles/..%2Fsecret.svg')).statusCode).toBe(404);
  });
});
