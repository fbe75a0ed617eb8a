import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPages } from '../pages/account';
import { HomePage } from '../pages/home';
import { PlayerBar } from '../pages/player';
import type { RunningServer } from '../support/server';
import { axeViolations } from '../support/axe';
import { type BrowserSession, openBrowserSession } from '../support/session';
import { axeViolationsInEveryTheme } from '../support/themes';

/** Account and listening screens and their dialogs, each in every theme. */
describe('account and listening screens are accessible (axe, WCAG 2.1 AA)', () => {
  let session: BrowserSession;
  let server: RunningServer;
  let page: Page;
  beforeAll(async () => {
    session = await openBrowserSession();
    ({ server, page } = session);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('log-in page and the reset-password modal', async () => {
    await page.goto(`${server.baseUrl}/log-in/`);
    await page.getByRole('heading', { name: 'Log In For A Personalized Experience' }).waitFor();
    await new AccountPages(page, server.baseUrl).waitForInteractive();
    expect(await axeViolationsInEveryTheme(page)).toEqual([]);
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    await page.getByRole('dialog', { name: 'Reset your password' }).waitFor();
    await page.waitForTimeout(300);
    expect(await axeViolationsInEveryTheme(page)).toEqual([]);
  });

  it('sign-up page, with its error list showing', async () => {
    await page.goto(`${server.baseUrl}/sign-up/`);
    await new AccountPages(page, server.baseUrl).waitForInteractive();
    await page.getByRole('button', { name: 'Sign Up' }).click();
    await page.getByText('Please choose a gender.').waitFor();
    expect(await axeViolationsInEveryTheme(page)).toEqual([]);
  });

  it('the log-in dialog a visitor is invited with after starting a channel, and the player bar playing it', async () => {
    const home = new HomePage(page, server.baseUrl);
    await home.open();
    // The tiles answer clicks once hydrated and their lazily loaded code has arrived.
    await page.waitForLoadState('networkidle');
    await home.channelTiles().first().click();
    const invitation = new AccountPages(page, server.baseUrl).dialog('Log In For A Personalized Experience');
    await invitation.getByRole('button', { name: 'Log In', exact: true }).waitFor();
    expect(await axeViolationsInEveryTheme(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await invitation.waitFor({ state: 'detached' });
    await new PlayerBar(page).waitForPlayback(0.5);
    expect(await axeViolationsInEveryTheme(page)).toEqual([]);
  });

  it('account settings and the open My Account menu', async () => {
    const account = new AccountPages(page, server.baseUrl);
    const email = `axe-${Date.now()}@example.com`;
    await account.signUp({ email, password: 'violet harbor lantern' });
    await account.accountButton().waitFor();
    await page.goto(`${server.baseUrl}/user_settings/`);
    await page.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
    await account.openAccountMenu();
    await page.getByText(email, { exact: true }).waitFor();
    expect(await axeViolationsInEveryTheme(page)).toEqual([]);
  });

  it('the open player with its controls, and the share dialog', async () => {
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('button', { name: /^Play / }).first().click();
    const player = page.getByRole('region', { name: 'Player', exact: true });
    await player.getByRole('button', { name: 'Rate 5 stars' }).waitFor();
    await player.getByRole('button', { name: 'Share' }).waitFor();
    expect(await axeViolationsInEveryTheme(page)).toEqual([]);
    await player.getByRole('button', { name: 'Share' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Copy', exact: true }).waitFor();
    await page.waitForTimeout(300);
    expect(await axeViolationsInEveryTheme(page)).toEqual([]);
    await page.keyboard.press('Escape');
  });

  // In the theme the page loads in: the route walk checks these pages in every theme.
  it('the Five-Star page', async () => {
    await page.goto(`${server.baseUrl}/five-star/`);
    await page.getByRole('heading', { level: 1, name: 'Five-Star Radio' }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });

  it('the farewell page', async () => {
    await page.goto(`${server.baseUrl}/byebye/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await axeViolations(page)).toEqual([]);
  });
});
