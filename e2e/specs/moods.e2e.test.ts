import { COOKIES, MOOD_LIMITS, THEMES, UI_TEXT } from '@earshot/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BrowsePages } from '../pages/browse';
import { PlayerBar } from '../pages/player';
import { axeViolations } from '../support/axe';
import type { RunningServer } from '../support/server';
import { collectConsoleErrors } from '../support/consoleErrors';
import { type BrowserSession, openBrowserSession } from '../support/session';

const CHRISTMAS_COUNT = `There are over ${MOOD_LIMITS.christmasChannelsClaim} Christmas channels on Earshot.`;

describe('mood pages, Most Popular, Newest Channels and /welcome/', () => {
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

  const navLink = (name: string) => page.getByRole('navigation', { name: 'Channels' }).getByRole('link', { name, exact: true });
  /** A client-side navigation fades the page in (500 ms); axe would read the colours half-way through. */
  const fadedIn = () => page.waitForFunction(() => document.querySelector('main')?.getAnimations().length === 0);

  it('opens Workday Channels, Most Popular and Newest Channels from the genre nav, each with channels, axe clean', async () => {
    consoleErrors.length = 0;
    await browse.open('/');

    await navLink('Workday Channels').click();
    await browse.heading('Workday Channels').waitFor();
    const focus = browse.section('Focus');
    await focus.waitFor();
    expect(await browse.playButtons(focus).count()).toBeGreaterThan(3);
    expect(await page.locator('main section h2[id]').count()).toBeGreaterThan(5);
    expect(await page.title()).toBe('Workday Channels - Listen to Free Radio Stations');
    await fadedIn();
    expect(await axeViolations(page)).toEqual([]);

    await navLink('Most Popular').click();
    await browse.heading('Most Popular').waitFor();
    await browse.playButtons().first().waitFor();
    // The first 48 of the list; the rest once scrolled near.
    expect(await browse.playButtons().count()).toBe(48);
    await fadedIn();
    expect(await axeViolations(page)).toEqual([]);

    await navLink('Newest Channels').click();
    await browse.heading('Newest Channels').waitFor();
    await browse.playButtons().first().waitFor();
    expect(await browse.playButtons().count()).toBe(48);
    expect(new URL(page.url()).pathname).toBe('/newest/');
    expect(consoleErrors).toEqual([]);
  });

  it('jumps to a workday group by its param', async () => {
    await browse.open('/workday-channels/');
    await page.getByRole('navigation', { name: 'Groups on this page' }).getByRole('link', { name: 'Power Hour' }).click();
    expect(new URL(page.url()).hash).toBe('#power-hour');
    await expect.poll(() => page.locator('#power-hour').evaluate((h) => h.getBoundingClientRect().top)).toBeLessThan(200);
  });

  it('serves /christmas-music/ from the server with its groups and the over-110 line', async () => {
    const response = await page.request.get(`${server.baseUrl}/christmas-music/`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    // What the page shows, not the query data handed to the browser for hydration.
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain(CHRISTMAS_COUNT);
    expect(main).toContain('<h2 id="christmas-classics" class="browse-section__title">Christmas Classics</h2>');
    expect(main).toMatch(/aria-label="Play [^"]+"/);
    // The Sacred &amp; Classical group's description starts with '*': the page leaves it out.
    expect(main).toContain('Sacred &amp; Classical</h2>');
    expect(main).not.toContain('Choirs, orchestras and the sacred music of the season');
    expect(html).toMatch(/<link rel="canonical" href="[^"]*\/holiday-music\/"/);
  });

  it('plays a holiday channel when its tile is clicked, axe clean', async () => {
    consoleErrors.length = 0;
    expect(await browse.open('/christmas-music/')).toBe(200);
    await browse.heading('Holiday Music').waitFor();
    await page.getByText(CHRISTMAS_COUNT).waitFor();
    expect(await page.title()).toBe('Holiday Music - Listen to Free Radio Stations');
    const classics = browse.section('Christmas Classics');
    const tile = browse.playButtons(classics).first();
    const name = ((await tile.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
    await tile.click();
    await new PlayerBar(page).waitForPlayback(1);
    await classics.getByRole('button', { name: `${name}, now playing` }).waitFor();
    expect(consoleErrors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it.each(THEMES)('the holiday page (count line, group links, descriptions, tiles) is axe clean in the %s theme', async (theme) => {
    await page.context().addCookies([{ name: COOKIES.theme, value: theme, url: server.baseUrl }]);
    try {
      await browse.open('/holiday-music/');
      await browse.section('Christmas Classics').getByRole('button', { name: /^Play / }).first().waitFor();
      expect(await page.locator('html').getAttribute('data-theme')).toBe(theme);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.context().clearCookies({ name: COOKIES.theme });
    }
  });

  it('shows /welcome/ without the genre nav and the search box', async () => {
    expect(await browse.open('/welcome/')).toBe(200);
    await browse.heading('Hundreds of music channels — all 100% free!').waitFor();
    await browse.section('Most Popular').getByRole('button', { name: /^Play / }).first().waitFor();
    expect(await page.getByRole('navigation', { name: 'Channels' }).isVisible()).toBe(false);
    expect(await page.locator(`input[placeholder="${UI_TEXT.searchPlaceholder}"]:visible`).count()).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
    // Elsewhere the nav and the search box are back.
    await page.getByRole('banner').getByRole('link', { name: 'Earshot' }).click();
    await navLink('Workday Channels').waitFor();
    expect(await page.getByRole('banner').getByPlaceholder(UI_TEXT.searchPlaceholder).isVisible()).toBe(true);
  });
});
