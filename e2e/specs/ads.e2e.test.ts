import { AUTH_TEXT, AD_ENDPOINTS } from '@earshot/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomePage } from '../pages/home';
import { axeViolations } from '../support/axe';
import type { RunningServer } from '../support/server';
import { type BrowserSession, openBrowserSession } from '../support/session';

const slot = (page: Page, name: string) => page.locator(`[data-ad-slot="${name}"]`);
const creative = (page: Page, name: string) => slot(page, name).getByRole('img');

/** Layout shifts since the page loaded that no input caused: what Cumulative Layout Shift adds up. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 200);
      }),
  );
}

describe('display ads', () => {
  let session: BrowserSession;
  let server: RunningServer;
  let page: Page;
  let home: HomePage;
  let served = 0;

  beforeAll(async () => {
    session = await openBrowserSession();
    ({ server, page } = session);
    home = new HomePage(page, server.baseUrl);
    page.on('request', (request) => {
      if (request.url().endsWith(AD_ENDPOINTS.serve.path)) served += 1;
    });
  });
  afterAll(async () => {
    await session?.close();
  });

  it('fills the top and bottom leaderboards and, for a visitor, the video slot a second later, without moving the page', async () => {
    await home.open();
    await creative(page, 'leaderboard-music-play').waitFor();
    await creative(page, 'leaderboard-below-fold').waitFor();
    await creative(page, 'video').waitFor();
    expect(await creative(page, 'video').getAttribute('width')).toBe('640');
    expect(await layoutShift(page)).toBe(0);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('shows the channel page its leaderboard, and the sign-up page no top leaderboard', async () => {
    await page.goto(`${server.baseUrl}/channel/christmas-eve-piano/2398/`);
    await creative(page, 'leaderboard-channels').waitFor();
    await page.goto(`${server.baseUrl}/sign-up/`);
    await page.getByRole('heading', { level: 1, name: AUTH_TEXT.signUpTitle }).waitFor();
    await creative(page, 'leaderboard-below-fold').waitFor();
    expect(await slot(page, 'leaderboard-music-play').count()).toBe(0);
  });

  it('refreshes the ads a second after a link is clicked, then not again for 10 s', async () => {
    await page.goto(`${server.baseUrl}/jazz/`);
    await creative(page, 'leaderboard-below-fold').waitFor();
    await page.waitForTimeout(1200);
    const nav = page.getByRole('navigation', { name: 'Channels' });
    const before = served;
    await nav.getByRole('link', { name: 'Blues', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Blues' }).waitFor();
    await expect.poll(() => served - before, { timeout: 5000 }).toBe(2);
    await nav.getByRole('link', { name: 'Jazz', exact: true }).click();
    await page.getByRole('heading', { level: 1, name: 'Jazz' }).waitFor();
    await page.waitForTimeout(1800);
    expect(served - before).toBe(2);
  });

  it('counts a click on an ad, and a house ad opens its page in the app', async () => {
    const clicked = page.waitForRequest((request) => request.url().endsWith(AD_ENDPOINTS.click.path));
    await creative(page, 'leaderboard-music-play').click();
    await clicked;
    await page.waitForURL((url) => url.pathname !== '/jazz/');
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
  });

  it('puts two medium rectangles beside the page on wide screens', async () => {
    await page.setViewportSize({ width: 1600, height: 1000 });
    await home.open();
    await creative(page, 'rectangle-right-1').waitFor();
    await creative(page, 'rectangle-right-2').waitFor();
    expect(await creative(page, 'rectangle-right-1').getAttribute('height')).toBe('250');
    await page.setViewportSize({ width: 1280, height: 800 });
  });

  it('takes the video ad away while music plays', async () => {
    await home.open();
    await creative(page, 'video').waitFor();
    await home.channelTiles().first().click();
    await slot(page, 'video').waitFor({ state: 'detached' });
  });
});

describe('with every ad turned off (ADS_ENABLED=false)', () => {
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowserSession({ ADS_ENABLED: 'false' });
  });
  afterAll(async () => {
    await session?.close();
  });

  it('shows no ad slot on any page', async () => {
    const { page, server } = session;
    for (const path of ['/', '/channel/christmas-eve-piano/2398/', '/jazz/']) {
      await page.goto(`${server.baseUrl}${path}`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await page.waitForTimeout(1200);
      expect(await page.locator('[data-ad-slot]').count(), path).toBe(0);
    }
  });
});
