import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowsePages } from '../pages/browse';
import { axeViolations } from '../support/axe';
import type { RunningServer } from '../support/server';
import { collectConsoleErrors } from '../support/consoleErrors';
import { type BrowserSession, openBrowserSession } from '../support/session';

/** The demo catalog's Christmas genre has 115 channels: the long list of this spec. */
const LONG_GENRE = { path: '/christmas/', name: 'Christmas' };

describe('genre and featured pages', () => {
  let session: BrowserSession;
  let server: RunningServer;
  let page: Page;
  let browse: BrowsePages;
  let consoleErrors: string[] = [];
  beforeAll(async () => {
    session = await openBrowserSession();
    ({ server, page } = session);
    browse = new BrowsePages(page, server.baseUrl);
    consoleErrors = collectConsoleErrors(page);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('opens a genre page from the server with its content, hydrates cleanly and is axe clean', async () => {
    consoleErrors.length = 0;
    expect(await browse.open('/jazz/')).toBe(200);
    await browse.heading('Jazz').waitFor();
    expect(await page.title()).toBe('Jazz - Listen to Free Radio Stations');
    await browse.section('Featured Channel').waitFor();
    const more = browse.section('More Jazz Channels');
    await more.waitFor();
    expect(await browse.playButtons(more).count()).toBeGreaterThan(3);
    await browse.surpriseChannel('More Jazz Channels');
    expect(consoleErrors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("Surprise Me's 'Pick Different' changes the channel", async () => {
    await browse.open('/jazz/');
    const first = await browse.surpriseChannel('More Jazz Channels');
    const pick = browse.section('More Jazz Channels').getByRole('button', { name: 'Pick Different' });
    await pick.click();
    await page.waitForFunction(
      (before) => document.querySelector('.surprise-tile button[aria-label^="Play "]')?.getAttribute('aria-label') !== before,
      first,
    );
    expect(await browse.surpriseChannel('More Jazz Channels')).not.toBe(first);
  });

  it('opens a featured page with its description, hero, article and more channels', async () => {
    consoleErrors.length = 0;
    expect(await browse.open('/featured/maggotbrain/')).toBe(200);
    await browse.heading('Maggotbrain').waitFor();
    await page.getByRole('heading', { name: 'Inside the crates' }).waitFor();
    await browse.section('More Channels From Maggotbrain').waitFor();
    await page.locator('.channel-hero__play:not([disabled])').waitFor();
    expect(consoleErrors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('redirects /maggotbrain to the featured page', async () => {
    await browse.open('/maggotbrain');
    await browse.heading('Maggotbrain').waitFor();
    expect(new URL(page.url()).pathname).toBe('/featured/maggotbrain/');
  });

  it("answers an unknown path with 404 and 'We couldn't find this page :('", async () => {
    expect(await browse.open('/no-such-genre-here/')).toBe(404);
    await browse.heading("We couldn't find this page :(").waitFor();
  });

  it('keeps the static pages ahead of the genre catch-all', async () => {
    expect(await browse.open('/about/')).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Our Story' }).waitFor();
    expect(await browse.open('/five-star/')).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Five-Star Radio' }).waitFor();
  });

  it('reaches a genre from the nav client-side, and an unknown one shows the 404 page there too', async () => {
    await browse.open('/');
    await page.getByRole('navigation', { name: 'Channels' }).getByRole('link', { name: 'Jazz', exact: true }).click();
    await browse.heading('Jazz').waitFor();
    await page.evaluate(() => {
      history.pushState({}, '', '/nothing-at-all/');
      dispatchEvent(new PopStateEvent('popstate'));
    });
    await browse.heading("We couldn't find this page :(").waitFor();
  });

  it('opens a page from the nav at the top and marks its link; Back returns to where the listener was', async () => {
    await browse.open(LONG_GENRE.path);
    await browse.heading(LONG_GENRE.name).waitFor();
    await page.evaluate(() => window.scrollTo(0, 1200));
    await page.waitForFunction(() => window.scrollY >= 1200);
    const nav = page.getByRole('navigation', { name: 'Channels' });
    // A script click, so that Playwright does not scroll the link into view first.
    await nav.getByRole('link', { name: 'Jazz', exact: true }).evaluate((link: HTMLElement) => link.click());
    await browse.heading('Jazz').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await nav.getByRole('link', { name: 'Jazz', exact: true }).getAttribute('aria-current')).toBe('page');
    expect(await nav.getByRole('link', { name: LONG_GENRE.name, exact: true }).getAttribute('aria-current')).toBeNull();
    await page.goBack();
    await browse.heading(LONG_GENRE.name).waitFor();
    // Where the listener left it, give or take the browser keeping its place as images above load.
    await page.waitForFunction(() => Math.abs(window.scrollY - 1200) <= 100);
  });

  it('shows 48 tiles of a long list, then all of them once scrolled near the 46th', async () => {
    await browse.open(LONG_GENRE.path);
    const more = browse.section(`More ${LONG_GENRE.name} Channels`);
    await browse.surpriseChannel(`More ${LONG_GENRE.name} Channels`);
    const tiles = more.locator('.tile-grid > li:not(.surprise-tile)');
    expect(await tiles.count()).toBe(48);
    await tiles.nth(45).scrollIntoViewIfNeeded();
    await page.waitForFunction(() => document.querySelectorAll('.tile-grid > li:not(.surprise-tile)').length > 48);
    // The featured channel is the first of the genre's 115.
    expect(await tiles.count()).toBe(114);
  });

  it("is usable at 390 px: 'Browse All Genres' opens the menu drawer", async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await browse.open('/jazz/');
      await browse.surpriseChannel('More Jazz Channels');
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.getByRole('button', { name: 'Browse All Genres' }).click();
      await page.getByRole('button', { name: 'Close menu' }).waitFor();
      await page.getByRole('navigation', { name: 'Channels' }).getByRole('link', { name: 'Classical', exact: true }).click();
      await browse.heading('Classical').waitFor();
      // A client-side navigation fades the page in (500 ms); axe reads colours half-way through as low contrast.
      await page.waitForFunction(() => document.querySelector('main')?.getAnimations().length === 0);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
