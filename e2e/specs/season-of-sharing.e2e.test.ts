import { createHmac } from 'node:crypto';
import {
  AUTH_TEXT,
  COOKIES,
  CSRF_HEADER,
  SEASON_OF_SHARING_TEXT,
  ACCOUNT_ENDPOINTS,
  SEASON_OF_SHARING_ENDPOINTS,
} from '@earshot/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPages } from '../pages/account';
import { HomePage } from '../pages/home';
import { axeViolations } from '../support/axe';
import { seasonCommand, utcDay } from '../support/season';
import type { RunningServer } from '../support/server';
import { type BrowserSession, openBrowserSession } from '../support/session';

describe('the announcement banner and the Season of Sharing vote', () => {
  let session: BrowserSession;
  let server: RunningServer;
  let page: Page;
  let home: HomePage;
  let account: AccountPages;
  const banner = () => page.getByRole('region', { name: 'Announcement' });
  const voteDialog = () => page.getByRole('dialog', { name: SEASON_OF_SHARING_TEXT.title });

  beforeAll(async () => {
    session = await openBrowserSession();
    ({ server, page } = session);
    home = new HomePage(page, server.baseUrl);
    account = new AccountPages(page, server.baseUrl);
  });
  afterAll(async () => {
    await session?.close();
  });

  it("shows visitors the banner from the server's HTML, and its link opens in the app", async () => {
    await home.open();
    await banner().waitFor();
    expect(await banner().textContent()).toContain('sign up');
    await banner().getByRole('link', { name: 'sign up' }).click();
    await page.getByRole('heading', { level: 1, name: AUTH_TEXT.signUpTitle }).waitFor();
    // Routed in the app: the page that was loaded is still the same document.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/sign-up/');
  });

  it('opens no vote on a channel click while the season is closed', async () => {
    await home.open();
    await home.channelTiles().first().click();
    await page.waitForResponse((res) => res.url().endsWith(SEASON_OF_SHARING_ENDPOINTS.season.path));
    await page.waitForTimeout(300);
    expect(await voteDialog().count()).toBe(0);
  });

  it('during the season, a channel click opens the vote; a written-in charity counts once a day', async () => {
    expect(await seasonCommand(server.dataDir, 'open', utcDay(-1), utcDay(1), 'UTC')).toContain('The vote is open');
    // The closed season was remembered for a while; a new page load asks again.
    await home.open();
    await home.channelTiles().nth(1).click();
    await voteDialog().waitFor();
    expect(await voteDialog().textContent()).toContain('$1,000');
    await voteDialog().getByRole('radio', { name: /Harbor Food Bank/ }).waitFor();
    const vote = voteDialog().getByRole('button', { name: SEASON_OF_SHARING_TEXT.submit });
    expect(await vote.isDisabled()).toBe(true);
    const writeIn = voteDialog().getByRole('textbox', { name: SEASON_OF_SHARING_TEXT.writeInName });
    expect(await writeIn.isDisabled()).toBe(true);
    expect(await axeViolations(page)).toEqual([]);

    await voteDialog().getByRole('radio', { name: SEASON_OF_SHARING_TEXT.writeInLabel }).check();
    expect(await vote.isDisabled()).toBe(true);
    await writeIn.fill(`The Riverside Choir for Young Singers Forever`);
    expect(await writeIn.inputValue()).toBe('The Riverside Choir for Young Singers ');
    await writeIn.press('Enter');
    await account.toast(SEASON_OF_SHARING_TEXT.voted('The Riverside Choir for Young Singers')).waitFor();
    await account.toast(SEASON_OF_SHARING_TEXT.votedTitle).waitFor();
    await voteDialog().waitFor({ state: 'detached' });
    const cookie = (await page.context().cookies()).find((c) => c.name === COOKIES.charityVote);
    expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000);
    expect(cookie?.expires).toBeLessThanOrEqual(Date.now() / 1000 + 24 * 3600);

    // Voted today: another channel opens no vote.
    await home.channelTiles().nth(2).click();
    await page.waitForTimeout(500);
    expect(await voteDialog().count()).toBe(0);
  });

  it('refuses a second vote the same day on the server too, even without the cookie', async () => {
    await page.context().clearCookies({ name: COOKIES.charityVote });
    await home.open();
    await home.channelTiles().nth(3).click();
    await voteDialog().getByRole('radio', { name: /Quiet Paws Rescue/ }).check();
    await voteDialog().getByRole('button', { name: SEASON_OF_SHARING_TEXT.submit }).click();
    await voteDialog().getByRole('alert').filter({ hasText: SEASON_OF_SHARING_TEXT.alreadyVoted }).waitFor();
  });

  it("opens the vote with 'Error loading Charities. Please Refresh' when the charities fail to load", async () => {
    await page.context().clearCookies({ name: COOKIES.charityVote });
    const charities = `${server.baseUrl}${SEASON_OF_SHARING_ENDPOINTS.charities.path}`;
    await page.route(charities, (route) => route.fulfill({ status: 503, json: { error: 'unavailable', message: 'Try again later' } }));
    try {
      await home.open();
      await home.channelTiles().nth(4).click();
      await voteDialog().waitFor();
      await voteDialog().getByRole('alert').filter({ hasText: SEASON_OF_SHARING_TEXT.loadError }).waitFor();
      expect(await voteDialog().getByRole('radio').count()).toBe(0);
      await voteDialog().getByRole('button', { name: SEASON_OF_SHARING_TEXT.notNow }).click();
      await voteDialog().waitFor({ state: 'detached' });
    } finally {
      await page.unroute(charities);
    }
  });

  it('shows logged-in listeners their own variant of the banner', async () => {
    await account.signUp({ email: `banner-${Date.now()}@example.com`, password: 'amber harbor compass' });
    await account.toast('Sign up complete. Welcome!').waitFor();
    await home.open();
    await banner().getByRole('link', { name: 'your Five-Star channel' }).waitFor();
    expect(await banner().textContent()).not.toContain('sign up');
  });
});

describe('the banner for a listener who logged in with Facebook', () => {
  const APP_SECRET = 'a-test-app-secret-0123';
  let session: BrowserSession;
  beforeAll(async () => {
    session = await openBrowserSession({ FB_APP_ID: '123456789', FB_APP_SECRET: APP_SECRET });
  });
  afterAll(async () => {
    await session?.close();
  });

  /** What the Facebook SDK hands the page after its dialog: a request signed with the app secret. */
  function signedRequest(userId: string): string {
    const body = Buffer.from(JSON.stringify({ algorithm: 'HMAC-SHA256', code: 'AQD-e2e', issued_at: Math.floor(Date.now() / 1000), user_id: userId })).toString('base64url');
    return `${createHmac('sha256', APP_SECRET).update(body).digest('base64url')}.${body}`;
  }

  it('shows the Facebook variant', async () => {
    const { page, server } = session;
    await page.goto(`${server.baseUrl}/`);
    await page.getByRole('region', { name: 'Announcement' }).getByRole('link', { name: 'sign up' }).waitFor();
    const csrf = (await page.context().cookies()).find((c) => c.name === COOKIES.csrf)?.value ?? '';
    const userId = String(Date.now());
    const res = await page.request.post(`${server.baseUrl}${ACCOUNT_ENDPOINTS.socialLogIn.path}`, {
      headers: { [CSRF_HEADER]: csrf },
      form: { v: '6', 'authResponse[userID]': userId, 'authResponse[signedRequest]': signedRequest(userId) },
    });
    expect((await res.json()).is_valid).toBe(true);
    await page.goto(`${server.baseUrl}/`);
    const banner = page.getByRole('region', { name: 'Announcement' });
    await banner.getByText('Thanks for listening with Facebook', { exact: false }).waitFor();
  });
});
