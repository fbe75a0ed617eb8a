import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SearchPages } from '../pages/search';
import { axeViolations } from '../support/axe';
import { type BrowserSession, openBrowserSession } from '../support/session';

/** The box's wait after the last keystroke (LIMITS.searchDebounceMs). */
const DEBOUNCE_MS = 1000;

describe('searching from the header', () => {
  let session: BrowserSession;
  let page: Page;
  let search: SearchPages;

  beforeAll(async () => {
    session = await openBrowserSession();
    page = session.page;
    search = new SearchPages(page, session.server.baseUrl);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('suggests examples on focus, asks only after the debounce, and goes to an artist page', async () => {
    await search.goto('/');
    await search.box().click();
    await search.option('Smooth Jazz').waitFor();
    await search.option('Classical').waitFor();
    const suggestions = await page.getByRole('option').allTextContents();
    expect(suggestions).toHaveLength(4);
    const artist = suggestions[2];

    const typed = artist.slice(0, Math.min(artist.length, 6));
    await search.box().pressSequentially(typed, { delay: 60 });
    const lastKey = Date.now();
    await page.waitForTimeout(DEBOUNCE_MS / 2);
    expect(search.searchCalls).toEqual([]);
    expect(await search.option(artist).count()).toBe(0);

    await search.option(artist).waitFor();
    expect(search.searchCalls.map((c) => c.k)).toEqual([typed]);
    expect(search.searchCalls[0].at - lastKey).toBeGreaterThanOrEqual(DEBOUNCE_MS - 100);
    await search.group('Artists').waitFor();
    await search.option('View All Results').waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await search.option(artist).click();
    await search.heading(`Artist: ${artist}`).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/artist/${encodeURIComponent(artist)}/`);
    expect(await page.getByRole('button', { name: /^Play / }).count()).toBeGreaterThan(0);
  });

  it('goes to the results page on Enter, with artists, keywords and channel tiles', async () => {
    await search.goto('/');
    await search.box().fill('Jazz.');
    await search.box().press('Enter');
    await search.heading('Channel search results').waitFor();
    expect(new URL(page.url()).pathname).toBe('/search/Jazz/');
    await page.getByRole('heading', { name: 'Keyword / Genres' }).waitFor();
    expect(await page.getByRole('button', { name: /^Play / }).count()).toBeGreaterThan(0);
    await search.settled();
    expect(await axeViolations(page)).toEqual([]);
  });

  it("keeps 'View All Results' in sight when all three sections fill, on desktop and phone", async () => {
    try {
      for (const viewport of [{ width: 1366, height: 900 }, { width: 390, height: 844 }]) {
        await page.setViewportSize(viewport);
        await search.goto('/');
        const box = await search.reachableBox();
        await box.fill('ris');
        await search.group('Keywords / Genres').waitFor();
        await search.option('View All Results').waitFor();
        expect(await search.inSight('View All Results'), `${viewport.width} px`).toBe(true);
        // The sections scroll inside the dropdown; the page does not move.
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
        await search.option('View All Results').click();
        await search.heading('Channel search results').waitFor();
        expect(new URL(page.url()).pathname).toBe('/search/ris/');
      }
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('server-renders a keyword page, and answers an unknown artist with 404', async () => {
    const res = await page.goto(`${session.server.baseUrl}/keyword/Classical/`);
    expect(res?.status()).toBe(200);
    expect(await res?.text()).toContain('Keyword: Classical');
    const missing = await page.goto(`${session.server.baseUrl}/artist/Nobody%20At%20All/`);
    expect(missing?.status()).toBe(404);
  });
});
