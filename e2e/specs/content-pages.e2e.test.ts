import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContentPages } from '../pages/content';
import { axeViolations } from '../support/axe';
import type { RunningServer } from '../support/server';
import { collectConsoleErrors } from '../support/consoleErrors';
import { type BrowserSession, openBrowserSession } from '../support/session';

describe('content pages, articles and Channel Chatter', () => {
  let session: BrowserSession;
  let server: RunningServer;
  let page: Page;
  let content: ContentPages;
  let consoleErrors: string[] = [];
  beforeAll(async () => {
    session = await openBrowserSession();
    ({ server, page } = session);
    content = new ContentPages(page, server.baseUrl);
    consoleErrors = collectConsoleErrors(page);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('lists the articles as tiles, and a tile opens its page', async () => {
    consoleErrors.length = 0;
    expect(await content.open('/articles/')).toBe(200);
    await content.heading('Articles').waitFor();
    const tiles = content.articleTiles();
    expect(await tiles.count()).toBeGreaterThanOrEqual(6);
    // Articles without a preview image of their own show the default one.
    const images = await page.locator('.articles-list img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')));
    expect(images).toContain('/img/articles/default.svg');
    expect(images.some((src) => src !== '/img/articles/default.svg')).toBe(true);
    expect(consoleErrors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    const first = tiles.first();
    const href = await first.getAttribute('href');
    const title = (await first.getByRole('heading').textContent()) ?? '';
    expect(href).toMatch(/^\/page\/[a-z0-9-]+\/$/);
    await first.click();
    await page.waitForURL(`**${href}`);
    await content.heading(title).waitFor();
    await expect.poll(() => page.title()).toBe(`${title} - Listen to Free Radio Stations`);
  });

  it('serves a content page from the server with its heading, content and share tags, axe clean', async () => {
    consoleErrors.length = 0;
    const response = await page.request.get(`${server.baseUrl}/page/where-to-start-with-jazz/`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain('Where to start with jazz (without a lecture)</h1>');
    expect(html).toMatch(/<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/img\/articles\/[0-9a-f]{24}\.png">/);

    expect(await content.open('/page/help/faq/')).toBe(200);
    await content.heading('Frequently asked questions').waitFor();
    await page.getByRole('heading', { level: 3, name: 'How many songs can I skip?' }).waitFor();
    expect(await page.title()).toBe('FAQ - Listen to Free Radio Stations');
    expect(consoleErrors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('follows a link inside a page without reloading it', async () => {
    await content.open('/page/help/');
    await content.heading('Help').waitFor();
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await page.locator('main').getByRole('link', { name: 'Frequently asked questions' }).click();
    await content.heading('Frequently asked questions').waitFor();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
  });

  it("answers an unknown page with 404 and 'We couldn't find this page :('", async () => {
    expect(await content.open('/page/x/')).toBe(404);
    await content.heading("We couldn't find this page :(").waitFor();
    expect(await content.open('/page/help/nothing-here/')).toBe(404);
    await content.heading("We couldn't find this page :(").waitFor();
  });

  it('sends /season to the Season of Sharing page', async () => {
    expect(await content.open('/season')).toBe(200);
    await content.heading(/^Season of Sharing/).waitFor();
    expect(new URL(page.url()).pathname).toBe('/page/season-of-sharing/');
  });

  it("shows Channel Chatter on a genre page: the first 3, then all with 'Show more', each opening its article", async () => {
    consoleErrors.length = 0;
    expect(await content.open('/jazz/')).toBe(200);
    await content.heading('Jazz').waitFor();
    const chatter = content.chatter();
    await chatter.waitFor();
    expect(await content.visibleChatterTiles().count()).toBe(3);
    const total = await (await page.request.get(`${server.baseUrl}/c/m/json/page/genre/jazz/`)).json().then((p) => p.related_articles.length as number);
    expect(total).toBeGreaterThan(3);
    await chatter.getByRole('button', { name: 'Show more' }).click();
    expect(await content.visibleChatterTiles().count()).toBe(total);
    expect(consoleErrors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);

    const href = await content.visibleChatterTiles().first().getAttribute('href');
    await content.visibleChatterTiles().first().click();
    await page.waitForURL(`**${href}`);
    await content.heading(/./).waitFor();
  });

  it('shows fewer articles on narrow screens, with no layout overflow, and is axe clean there', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await content.open('/jazz/');
      await content.chatter().waitFor();
      expect(await content.visibleChatterTiles().count()).toBe(1);
      await content.chatter().getByRole('button', { name: 'Show more' }).click();
      expect(await content.visibleChatterTiles().count()).toBeGreaterThan(3);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);

      await content.open('/articles/');
      await content.articleTiles().first().waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
