import { CHANNEL_PAGE_TEXT, COOKIES, type Channel, PLAYER_TEXT, SEARCH_TEXT, THEMES, channelPath } from '@earshot/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelPage } from '../pages/blend';
import { PlayerBar } from '../pages/player';
import { axeViolations } from '../support/axe';
import { homePageCatalogChannel } from '../support/catalogChannel';
import type { RunningServer } from '../support/server';
import { collectConsoleErrors } from '../support/consoleErrors';
import { type BrowserSession, openBrowserSession } from '../support/session';

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#x27;': "'" };

/** The artist names of the 'Featuring songs by:' links in server HTML, in order. */
const featuredInHtml = (html: string) =>
  [...html.matchAll(/<a class="tile artist-tile" href="\/artist\/[^"]+\/"[^>]*>.*?<span class="tile__name">(.*?)<\/span><\/a>/gs)].map((m) =>
    m[1].replace(/&(amp|lt|gt|quot|#x27);/g, (entity) => ENTITIES[entity] ?? entity),
  );

describe('the channel page', () => {
  let session: BrowserSession;
  let server: RunningServer;
  let page: Page;
  let channelPage: ChannelPage;
  let channel: Channel;
  let consoleErrors: string[] = [];
  beforeAll(async () => {
    session = await openBrowserSession();
    ({ server, page } = session);
    channelPage = new ChannelPage(page);
    consoleErrors = collectConsoleErrors(page);
    channel = await homePageCatalogChannel(server.baseUrl);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('comes from the server with the artists it features and channels like it, hydrates as it was drawn, and is axe clean', async () => {
    consoleErrors.length = 0;
    const response = await channelPage.open(`${server.baseUrl}${channelPath(channel)}`, channel.name);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`>${CHANNEL_PAGE_TEXT.featuring}</h2>`);
    expect(html).toContain(`>${CHANNEL_PAGE_TEXT.similar}</h2>`);
    const drawn = featuredInHtml(html);
    expect(drawn.length).toBeGreaterThan(0);
    expect(drawn.length).toBeLessThanOrEqual(4);

    // Hydrated: Play is enabled only then.
    await page.locator('.channel-page__play:not([disabled])').waitFor();
    const artists = channelPage.section(CHANNEL_PAGE_TEXT.featuring).getByRole('link');
    // The browser shows the artists the server drew, not a draw of its own.
    expect(await artists.allTextContents()).toEqual(drawn);
    for (const link of await artists.all()) {
      expect(await link.getAttribute('href')).toBe(`/artist/${encodeURIComponent((await link.textContent()) ?? '')}/`);
      const cover = link.locator('img');
      expect(await cover.getAttribute('src')).toMatch(/^\/img\/covers155\/[0-9a-f]{24}\.svg$/);
      await cover.scrollIntoViewIfNeeded();
      await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    }
    const similar = await channelPage.section(CHANNEL_PAGE_TEXT.similar).getByRole('button', { name: /^Play / }).evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('aria-label')));
    expect(similar.length).toBeGreaterThan(0);
    expect(similar).not.toContain(`Play ${channel.name}`);
    expect(consoleErrors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it("leads from a featured artist to the artist's page", async () => {
    await channelPage.open(`${server.baseUrl}${channelPath(channel)}`, channel.name);
    await page.locator('.channel-page__play:not([disabled])').waitFor();
    const artist = channelPage.section(CHANNEL_PAGE_TEXT.featuring).getByRole('link').first();
    const name = (await artist.textContent()) ?? '';
    await artist.click();
    await page.getByRole('heading', { level: 1, name: SEARCH_TEXT.artistTitle(name) }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/artist/${encodeURIComponent(name)}/`);
  });

  it('plays a channel from the similar channels', async () => {
    await channelPage.open(`${server.baseUrl}${channelPath(channel)}`, channel.name);
    await page.locator('.channel-page__play:not([disabled])').waitFor();
    const tile = channelPage.section(CHANNEL_PAGE_TEXT.similar).getByRole('button', { name: /^Play / }).first();
    const name = ((await tile.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
    await tile.click();
    const player = new PlayerBar(page);
    await player.waitForPlayback(1);
    await player.region().getByRole('link', { name: PLAYER_TEXT.channelInfo(name) }).waitFor();
    await channelPage.section(CHANNEL_PAGE_TEXT.similar).getByRole('button', { name: `${name}, now playing` }).waitFor();
  });

  it('is axe clean in every theme, and fits a 390 px screen', async () => {
    try {
      for (const theme of THEMES) {
        await page.context().addCookies([{ name: COOKIES.theme, value: theme, url: server.baseUrl }]);
        await channelPage.open(`${server.baseUrl}${channelPath(channel)}`, channel.name);
        await page.locator('.channel-page__play:not([disabled])').waitFor();
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        expect([theme, await axeViolations(page)]).toEqual([theme, []]);
      }
      await page.setViewportSize({ width: 390, height: 844 });
      await page.reload();
      await page.locator('.channel-page__play:not([disabled])').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.context().clearCookies({ name: COOKIES.theme });
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('is the 404 page for a channel that does not exist', async () => {
    const response = await page.goto(`${server.baseUrl}/channel/no-such-channel/999999999/`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: "We couldn't find this page :(" }).waitFor();
  });
});
