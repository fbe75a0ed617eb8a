import { ACCOUNT_SETTINGS_TEXT, AUTH_TEXT, SONG_HISTORY_TEXT, FACEBOOK_CONNECT_TEXT } from '@earshot/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPages } from '../pages/account';
import { collectConsoleErrors } from '../support/consoleErrors';
import { FACEBOOK_APP, type FakeFacebook, fakeFacebook } from '../support/fakeFacebook';
import { layoutProblemsAtEveryWidth } from '../support/layout';
import type { RunningServer } from '../support/server';
import { type BrowserSession, openBrowserSession } from '../support/session';
import { axeViolationsInEveryTheme } from '../support/themes';

/** Rates one song of the home page's first channel through the call the stars make; its title. */
async function rateOneSong(page: Page, stars: number): Promise<string> {
  return page.evaluate(async (value) => {
    const csrf = document.cookie.match(/(?:^|; )csrftoken=([^;]+)/)?.[1] ?? '';
    const json = async (path: string) => (await fetch(path)).json();
    const home = await json('/c/m/json/page/home/');
    const channel = (home.sections as { channels: { _id: { $oid: string } }[] }[])[0].channels[0];
    const [song] = (await json(`/c/m/json/channel/${channel._id.$oid}/`)).tracks as { _id: { $oid: string }; title: string }[];
    const res = await fetch('/listener/rating/', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrftoken': csrf },
      body: new URLSearchParams({ t: song._id.$oid, v: String(value), w: '1', c: channel._id.$oid }),
    });
    if (!res.ok) throw new Error(`rating answered ${res.status}`);
    return song.title;
  }, stars);
}

/**
 * One account for every way in (issue 27): a listener who signed up by email connects Facebook in
 * Account Settings, logs in with either to the same ratings, and disconnects it again. Facebook's
 * SDK is faked (support/fakeFacebook.ts); the server checks its signed requests for real.
 */
describe('connecting Facebook to an email account', () => {
  let session: BrowserSession;
  let server: RunningServer;
  let page: Page;
  let account: AccountPages;
  let facebook: FakeFacebook;
  let consoleErrors: string[] = [];
  const me = { email: `connect-${Date.now()}@example.com`, password: 'violet harbor lantern' };
  const FACEBOOK_ID = '10000000000042';
  let ratedTitle = '';

  const card = () => page.getByRole('region', { name: 'Ways to log in' });
  const facebookState = () => card().getByRole('definition').nth(1);
  const openSettings = async () => {
    await page.goto(`${server.baseUrl}/user_settings/`);
    await card().waitFor();
  };
  const logInWithFacebook = async () => {
    await page.goto(`${server.baseUrl}/log-in/`);
    await account.waitForInteractive();
    // Logging in before the footer and the menu drawer hydrate would draw them logged in over the server's logged-out HTML.
    await page.waitForLoadState('networkidle');
    await page.getByRole('button', { name: AUTH_TEXT.socialButton }).click();
    await account.accountButton().waitFor();
  };
  const signOut = async () => {
    await account.signOut();
    await page.waitForURL(`${server.baseUrl}/byebye/`);
  };
  /** The ratings the logged-in listener sees on My Song Ratings. */
  const myRatings = async () => {
    await page.goto(`${server.baseUrl}/ratings-history/`);
    const main = page.getByRole('main');
    await page.getByRole('heading', { level: 1, name: SONG_HISTORY_TEXT.ratingsTitle }).waitFor();
    // The list loads after the page: wait for it or for the empty state, whichever it is.
    await main.getByText(/^Rated \d stars?$/).or(main.getByText(SONG_HISTORY_TEXT.ratingsEmpty)).first().waitFor();
    return main;
  };

  beforeAll(async () => {
    session = await openBrowserSession({ ...FACEBOOK_APP, ADS_ENABLED: 'false' });
    ({ server, page } = session);
    account = new AccountPages(page, server.baseUrl);
    facebook = await fakeFacebook(page);
    consoleErrors = collectConsoleErrors(page);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('signs up by email, rates a song, and connects Facebook in Account Settings', async () => {
    await account.signUp(me);
    await account.toast('Sign up complete. Welcome!').waitFor();
    ratedTitle = await rateOneSong(page, 4);
    await openSettings();
    expect(await card().getByText(me.email).count()).toBe(1);
    expect(await facebookState().textContent()).toBe('Not connected');
    facebook.as(FACEBOOK_ID);
    await card().getByRole('button', { name: 'Connect Facebook' }).click();
    await account.toast('Facebook is connected: log in with it or with your email from now on.').waitFor();
    await card().getByRole('button', { name: 'Disconnect Facebook' }).waitFor();
    expect(await facebookState().textContent()).toBe('Connected');
    // Still an email account: its email and password can be changed.
    await page.getByRole('heading', { name: ACCOUNT_SETTINGS_TEXT.changePasswordTitle }).waitFor();
  });

  it('logs out, logs in with Facebook, and finds the same account with the same rating', async () => {
    await signOut();
    await logInWithFacebook();
    const ratings = await myRatings();
    await ratings.getByText(ratedTitle, { exact: true }).first().waitFor();
    expect(await ratings.getByText(SONG_HISTORY_TEXT.ratedStars(4)).count()).toBe(1);
    await openSettings();
    expect(await card().getByText(me.email).count()).toBe(1);
    expect(consoleErrors).toEqual([]);
  });

  it('disconnects Facebook after asking, using the keyboard alone; Facebook log-in then reaches another account', async () => {
    await openSettings();
    await page.getByRole('checkbox', { name: ACCOUNT_SETTINGS_TEXT.facebookShareLabel }).focus();
    await page.keyboard.press('Tab');
    const button = card().getByRole('button', { name: 'Disconnect Facebook' });
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    const dialog = account.dialog('Disconnect Facebook?');
    await dialog.waitFor();
    // The dialog's confirm button has the focus.
    await page.keyboard.press('Enter');
    await account.toast('Facebook is disconnected. Log in with your email and password.').waitFor();
    await dialog.waitFor({ state: 'detached' });
    await card().getByRole('button', { name: 'Connect Facebook' }).waitFor();
    expect(await facebookState().textContent()).toBe('Not connected');

    await signOut();
    await logInWithFacebook();
    const ratings = await myRatings();
    expect(await ratings.getByText(ratedTitle, { exact: true }).count()).toBe(0);
    // A new account made by that Facebook log-in: Facebook is its only way in, and it says so.
    await openSettings();
    await card().getByText(FACEBOOK_CONNECT_TEXT.onlyWayIn).waitFor();
    expect(await card().getByRole('button').count()).toBe(0);
    expect(await page.getByText(me.email).count()).toBe(0);
  });

  it('refuses, with a clear message, a Facebook identity that logs in to another account', async () => {
    await signOut();
    await page.goto(`${server.baseUrl}/log-in/`);
    await account.logIn(me);
    await account.accountButton().waitFor();
    await openSettings();
    await card().getByRole('button', { name: 'Connect Facebook' }).click();
    expect(await card().getByRole('alert').textContent()).toBe(FACEBOOK_CONNECT_TEXT.inUse);
    expect(await facebookState().textContent()).toBe('Not connected');
  });

  it('fits a 390 px screen and is axe-clean in every theme, its refusal showing', async () => {
    try {
      // From the top, as the page is opened: the header stays in place over whatever scrolls beneath it.
      await page.evaluate(() => window.scrollTo(0, 0));
      expect(await layoutProblemsAtEveryWidth(page)).toEqual([]);
      await page.setViewportSize({ width: 390, height: 844 });
      await card().getByRole('button', { name: 'Connect Facebook' }).scrollIntoViewIfNeeded();
      expect(await card().getByRole('button', { name: 'Connect Facebook' }).isVisible()).toBe(true);
      expect(await axeViolationsInEveryTheme(page)).toEqual([]);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
    expect(await axeViolationsInEveryTheme(page)).toEqual([]);
  });
});
