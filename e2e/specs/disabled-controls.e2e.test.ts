import { ACCOUNT_SETTINGS_TEXT, UI_TEXT, ACCOUNT_ENDPOINTS } from '@earshot/contract';
import type { Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPages } from '../pages/account';
import { HomePage } from '../pages/home';
import { PlayerBar } from '../pages/player';
import { disabledControlsThatLookEnabled, shownDisabledControls } from '../support/disabledLook';
import type { RunningServer } from '../support/server';
import { type BrowserSession, openBrowserSession } from '../support/session';

const account = { email: `disabled.${process.pid}@example.com`, password: 'quiet harbor lantern' };

/** The channel start call, which streams its first song: refused, so the player falls back to the playlist call. */
const isStartCall = (url: URL) => /^\/c\/m\/json\/playlist\/[^/]+\/start\.mp3$/.test(url.pathname);
const isPlaylistCall = (url: URL) => /^\/c\/m\/json\/playlist\/[^/]+\/$/.test(url.pathname);

/** The playlist call's answer with its first item played as a station id (a sweeper), for as long as that song lasts. */
async function firstItemAsSweeper(route: Route): Promise<void> {
  const response = await route.fetch();
  const playlist = await response.json();
  playlist.items[0].type = 'sweeper';
  await route.fulfill({ response, json: playlist });
}

/**
 * The states the route walk cannot reach, where controls are disabled for a while: a Retry button
 * in its 5 s lock, a form's button while it is sent, the player's controls during a station id.
 * Each must look disabled (no pointer cursor, dimmed) as every disabled control on the walk does.
 */
describe('a disabled control looks disabled', () => {
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

  async function expectDisabledLook(atLeast: number): Promise<void> {
    expect(await shownDisabledControls(page)).toBeGreaterThanOrEqual(atLeast);
    expect(await disabledControlsThatLookEnabled(page)).toEqual([]);
  }

  it('while Retry is locked after a press on a page that failed to load', async () => {
    await new HomePage(page, server.baseUrl).open();
    await page.route('**/c/m/json/page/genre/**', (route) => route.fulfill({ status: 503, body: '' }));
    try {
      await page.getByRole('navigation', { name: 'Channels' }).getByRole('link', { name: 'Jazz', exact: true }).click();
      const retry = page.getByRole('main').getByRole('button', { name: UI_TEXT.retry });
      await retry.click();
      expect(await retry.isDisabled()).toBe(true);
      await expectDisabledLook(1);
    } finally {
      await page.unroute('**/c/m/json/page/genre/**');
    }
  });

  it("while a form's button waits for the server", async () => {
    const accounts = new AccountPages(page, server.baseUrl);
    await accounts.signUp(account);
    await accounts.accountButton().waitFor();
    await page.goto(`${server.baseUrl}/user_settings/`);
    await accounts.waitForInteractive();
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const changePassword = (url: URL) => url.pathname === ACCOUNT_ENDPOINTS.changePassword.path;
    await page.route(changePassword, async (route) => {
      await held;
      await route.fulfill({ status: 503, body: '' });
    });
    const form = page.getByRole('form', { name: ACCOUNT_SETTINGS_TEXT.changePasswordTitle });
    try {
      await form.getByLabel(ACCOUNT_SETTINGS_TEXT.currentPassword, { exact: true }).fill(account.password);
      await form.getByLabel(ACCOUNT_SETTINGS_TEXT.newPassword, { exact: true }).fill('brighter harbor lantern');
      await form.getByLabel(ACCOUNT_SETTINGS_TEXT.confirmPassword, { exact: true }).fill('brighter harbor lantern');
      await form.getByRole('button', { name: 'Update password' }).click();
      await form.getByRole('button', { name: 'Saving…' }).waitFor();
      await expectDisabledLook(1);
    } finally {
      release();
      await form.getByRole('button', { name: 'Update password' }).waitFor();
      await page.unroute(changePassword);
    }
  });

  it("on the player's controls during a station id", async () => {
    await page.route(isStartCall, (route) => route.fulfill({ status: 503, body: '' }));
    await page.route(isPlaylistCall, firstItemAsSweeper);
    try {
      const home = new HomePage(page, server.baseUrl);
      await home.open();
      await home.channelTiles().first().click();
      const player = new PlayerBar(page);
      // The refused start call leaves a failed element behind: the station id is known by its disabled Pause.
      await expect.poll(() => player.button('Pause').isDisabled(), { timeout: 20_000 }).toBe(true);
      await player.waitForPlayback(0.5);
      // Pause and skip at least; the extras (ban, favorite, blend, share, stars) once loaded.
      await expectDisabledLook(2);
    } finally {
      await page.unroute(isStartCall);
      await page.unroute(isPlaylistCall);
    }
  });
});
