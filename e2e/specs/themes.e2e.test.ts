import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPages } from '../pages/account';
import { HomePage } from '../pages/home';
import { PlayerBar } from '../pages/player';
import { axeViolations } from '../support/axe';
import type { RunningServer } from '../support/server';
import { type BrowserSession, openBrowserSession } from '../support/session';

/** The theme page's labels, in the order it lists them, and the value each writes. */
const THEMES = [
  ['Bright', 'default'],
  ['Dark', 'dark'],
  ['Holiday', 'holiday'],
  ['Cabernet', 'cabernet'],
  ['Pumpkin Spice', 'pumpkinspice'],
  ['Winter Blue', 'winterBlue'],
  ['Light', 'lightTheme'],
] as const;

/** Set THEME_SCREENSHOTS=<folder> to keep a picture of home, playing, in every theme. */
const SHOTS = process.env.THEME_SCREENSHOTS;

describe('themes', () => {
  let session: BrowserSession;
  let server: RunningServer;
  let page: Page;
  beforeAll(async () => {
    session = await openBrowserSession();
    ({ server, page } = session);
    if (SHOTS) mkdirSync(SHOTS, { recursive: true });
  });
  afterAll(async () => {
    await session?.close();
  });

  const htmlTheme = () => page.evaluate(() => document.documentElement.dataset.theme);

  // Bright last: a fresh visitor already has it, and choosing the theme already on changes nothing.
  it.each([...THEMES.slice(1), THEMES[0]])('switches to %s on the theme page, keeps it after a reload, and the page is axe clean', async (label, value) => {
    await page.goto(`${server.baseUrl}/theme_settings/`);
    await page.getByRole('heading', { level: 1, name: 'Themes' }).waitFor();
    const group = page.getByRole('group', { name: 'Theme' });
    // The current theme is read after hydration: once a radio is checked the page is interactive.
    await group.locator('input:checked').waitFor();
    await group.getByRole('radio', { name: label, exact: true }).check();
    expect(await htmlTheme()).toBe(value);
    const cookie = (await page.context().cookies(server.baseUrl)).find((c) => c.name === 'themecss');
    expect(cookie).toMatchObject({ value, path: '/', sameSite: 'Lax' });
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365.01);

    const response = await page.reload();
    // The server's own HTML carries the theme: no flash of the default before scripts run.
    expect(await response?.text()).toContain(`<html lang="en" data-theme="${value}">`);
    await group.getByRole('radio', { name: label, exact: true }).and(page.locator(':checked')).waitFor();
    expect(await htmlTheme()).toBe(value);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the theme page works by keyboard: arrows move through the group and apply each theme', async () => {
    await page.goto(`${server.baseUrl}/theme_settings/`);
    const group = page.getByRole('group', { name: 'Theme' });
    await group.getByRole('radio', { name: 'Bright', exact: true }).check();
    await group.getByRole('radio', { name: 'Bright', exact: true }).focus();
    await page.keyboard.press('ArrowDown');
    expect(await htmlTheme()).toBe('dark');
    await page.keyboard.press('ArrowDown');
    expect(await htmlTheme()).toBe('holiday');
    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('ArrowUp');
    expect(await htmlTheme()).toBe('default');
  });

  it('fits a 390 px screen without sideways scrolling', async () => {
    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.goto(`${server.baseUrl}/theme_settings/`);
      await page.getByRole('group', { name: 'Theme' }).locator('input:checked').waitFor();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      expect(await axeViolations(page)).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  describe('with a listener logged in and a channel playing', () => {
    beforeAll(async () => {
      const account = new AccountPages(page, server.baseUrl);
      await account.signUp({ email: `themes-${Date.now()}@example.com`, password: 'violet harbor lantern' });
      await account.accountButton().waitFor();
    });

    it.each(THEMES)('%s: home, the open player, the share dialog and My Channels are axe clean', async (label, value) => {
      await page.context().addCookies([{ name: 'themecss', value, url: server.baseUrl }]);
      const home = new HomePage(page, server.baseUrl);
      await home.open();
      expect(await htmlTheme()).toBe(value);
      // The tiles answer clicks once hydrated and their lazily loaded code has arrived.
      await page.waitForLoadState('networkidle');
      await home.channelTiles().first().click();
      const player = new PlayerBar(page);
      await player.button('Rate 5 stars').waitFor();
      await player.button('Share').waitFor();
      expect(await axeViolations(page), `${label} home`).toEqual([]);
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `home-${value}.png`) });

      await player.button('Share').click();
      await page.getByRole('dialog').getByRole('button', { name: 'Copy', exact: true }).waitFor();
      await page.waitForTimeout(300);
      expect(await axeViolations(page), `${label} share dialog`).toEqual([]);
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `modal-${value}.png`) });
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });

      // A client-side navigation: the music keeps playing and the new page fades in.
      await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'My Channels' }).click();
      await page.getByRole('heading', { level: 1, name: 'My Channels' }).waitFor();
      await page.waitForTimeout(600);
      expect(await axeViolations(page), `${label} My Channels`).toEqual([]);
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `mychannels-${value}.png`) });
    });
  });
});
