import { EMAIL_CHANGE_CONFIRM_TEXT, ACCOUNT_SETTINGS_TEXT, AUTH_TEXT, COOKIES, ACCOUNT_ENDPOINTS } from '@earshot/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkInOutbox } from '@earshot/server/testing/mail';
import { AccountPages } from '../pages/account';
import { HomePage } from '../pages/home';
import { type RunningServer, startServer } from '../support/server';
import { type BrowserSession, openBrowserSession } from '../support/session';

describe('a listener with an account', () => {
  let session: BrowserSession;
  let server: RunningServer;
  let page: Page;
  let account: AccountPages;
  const me = { email: `listener-${Date.now()}@example.com`, password: 'violet harbor lantern' };
  /** The emailed reset link's path, once the reset test has had one. */
  let resetPath = '';

  beforeAll(async () => {
    session = await openBrowserSession({ PUBLIC_URL: 'http://127.0.0.1' });
    ({ server, page } = session);
    account = new AccountPages(page, server.baseUrl);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('sees no Facebook button when no app id is configured', async () => {
    await page.goto(`${server.baseUrl}/log-in/`);
    await page.getByRole('heading', { name: 'Log In For A Personalized Experience' }).waitFor();
    expect(await page.getByRole('button', { name: 'Continue with Facebook' }).count()).toBe(0);
  });

  it('signs up, is welcomed and sees My Account in the header', async () => {
    await account.signUp(me);
    await account.toast('Sign up complete. Welcome!').waitFor();
    await account.accountButton().waitFor();
    await page.waitForURL(`${server.baseUrl}/`);
  });

  it('signs up from the page they were on, and the emailed link brings them back to it', async () => {
    const other = { email: `returning-${Date.now()}@example.com`, password: 'copper meadow signal' };
    await account.signOut();
    await page.waitForURL(`${server.baseUrl}/byebye/`);
    await page.goto(`${server.baseUrl}/jazz/`);
    await page.getByRole('banner').getByRole('link', { name: 'Sign Up' }).click();
    await account.sendSignUpForm(other);
    await account.openSignUpLink(other.email);
    expect(new URL(page.url()).searchParams.get('return_to')).toBe('/jazz/');
    await page.getByRole('button', { name: 'Finish signing up' }).click();
    await account.toast('Sign up complete. Welcome!').waitFor();
    await page.waitForURL(`${server.baseUrl}/jazz/`);
    await account.accountButton().waitFor();
  });

  it('signs out and lands on the farewell page', async () => {
    await account.signOut();
    await page.waitForURL(`${server.baseUrl}/byebye/`);
    await page.getByRole('heading', { level: 1, name: 'Thanks for listening!' }).waitFor();
    await page.getByRole('link', { name: 'Log In', exact: true }).waitFor();
  });

  it('is told plainly when a sign-up link is opened a second time, and stays logged out', async () => {
    await account.openSignUpLink(me.email);
    await page.getByRole('button', { name: 'Finish signing up' }).click();
    await page.getByRole('alert').getByText(AUTH_TEXT.signUpLinkInvalid).waitFor();
    await page.getByRole('link', { name: 'Sign up again' }).waitFor();
    expect(await account.accountButton().count()).toBe(0);
  });

  it('is invited to log in 5 s after starting a channel, and logs in through that modal', async () => {
    const home = new HomePage(page, server.baseUrl);
    await home.open();
    await home.channelTiles().first().click();
    const modal = account.dialog('Log In For A Personalized Experience');
    await modal.waitFor({ timeout: 9000 });
    expect(await modal.getByText('Hear 1/3 fewer commercials').isVisible()).toBe(true);
    await account.logIn(me, modal);
    await modal.waitFor({ state: 'detached' });
    await account.accountButton().waitFor();
  });

  it('keeps no secret in local or session storage once logged in', async () => {
    const cookies = await page.context().cookies(server.baseUrl);
    const session = cookies.find((c) => c.name === COOKIES.session);
    const csrf = cookies.find((c) => c.name === COOKIES.csrf);
    expect(session?.httpOnly).toBe(true);
    expect(await page.evaluate(() => document.cookie)).not.toContain(session?.value);
    const stored = await page.evaluate(() =>
      [localStorage, sessionStorage].flatMap((s) => Object.keys(s).flatMap((k) => [k, s.getItem(k) ?? ''])),
    );
    expect(stored).toContain('loggedIn');
    for (const secret of [session?.value, csrf?.value, me.password, me.email]) {
      expect(secret).toBeTruthy();
      for (const entry of stored) expect(entry).not.toContain(secret);
    }
  });

  it('after logging in, has their location loaded once, its US country feeding the ID-sync step', async () => {
    await account.signOut();
    await page.waitForURL(`${server.baseUrl}/byebye/`);
    // The test server sees 127.0.0.1, which has no country: answer as the server would for a US address.
    const boston = {
      ip: '8.8.8.8', country: 'United States', country_iso: 'US', user_city_name: 'Boston', user_subdivisions: 'MA',
      subdivisions_iso: 'MA', user_metro_code: 506, metro: 506, postal_code: '02139', zip: '02139', latitude: 42.36, longitude: -71.06,
    };
    const calls: string[] = [];
    await page.route(`${server.baseUrl}${ACCOUNT_ENDPOINTS.demographics.path}`, (route) => {
      calls.push(route.request().url());
      return route.fulfill({ json: boston });
    });
    await page.addInitScript(() => {
      const synced: unknown[] = [];
      Object.assign(window, { synced });
      window.addEventListener('earshot:id-sync', (event) => synced.push((event as CustomEvent).detail));
    });
    try {
      await page.goto(`${server.baseUrl}/log-in/`);
      await page.waitForLoadState('networkidle');
      expect(calls).toEqual([]);
      await account.logIn(me);
      await page.waitForURL(`${server.baseUrl}/`);
      await page.waitForFunction(() => (window as unknown as { synced: unknown[] }).synced.length > 0);
      expect(await page.evaluate(() => (window as unknown as { synced: unknown[] }).synced)).toEqual([{ country: 'US' }]);
      // Moving around the site does not ask again.
      await page.getByRole('navigation', { name: 'Channels' }).getByRole('link', { name: 'Most Popular' }).click();
      await page.waitForLoadState('networkidle');
      expect(calls).toHaveLength(1);
    } finally {
      await page.unroute(`${server.baseUrl}${ACCOUNT_ENDPOINTS.demographics.path}`);
    }
  });

  it('changes the email address in account settings, once the link mailed to the new address is opened', async () => {
    await page.goto(`${server.baseUrl}/user_settings/`);
    await account.waitForInteractive();
    const form = page.getByRole('form', { name: 'Change Email' });
    await form.getByLabel('New email', { exact: true }).fill(`new-${me.email}`);
    await form.getByLabel('Confirm new email', { exact: true }).fill(`other-${me.email}`);
    await form.getByRole('button', { name: 'Update email' }).click();
    await form.getByText('Emails do not match.').waitFor();
    await form.getByLabel('Confirm new email', { exact: true }).fill(`new-${me.email}`);
    expect(await form.getByText('Emails do not match.').count()).toBe(0);
    await form.getByRole('button', { name: 'Update email' }).click();
    await account.toast(ACCOUNT_SETTINGS_TEXT.emailChangeSent).waitFor();
    await form.getByRole('status').getByText(/^Check your email: we sent a link to new-/).waitFor();
    expect(await account.toast(ACCOUNT_SETTINGS_TEXT.emailUpdated).count()).toBe(0);
    await account.openEmailChangeLink(`new-${me.email}`);
    await page.getByRole('button', { name: EMAIL_CHANGE_CONFIRM_TEXT.button }).click();
    await account.toast(ACCOUNT_SETTINGS_TEXT.emailUpdated).waitFor();
    await page.waitForURL(`${server.baseUrl}/user_settings/`);
    me.email = `new-${me.email}`;
    await page.getByText(`Current email: ${me.email}`).waitFor();
    await account.openAccountMenu();
    await page.getByText(me.email, { exact: true }).waitFor();
    await account.signOut();
    await page.waitForURL(`${server.baseUrl}/byebye/`);
  });

  it('resets a forgotten password by following the emailed link', async () => {
    await page.goto(`${server.baseUrl}/log-in/`);
    await account.waitForInteractive();
    await page.getByRole('button', { name: 'Forgot your password?' }).click();
    const modal = account.dialog('Reset your password');
    await modal.getByLabel('Email').fill(me.email);
    await modal.getByRole('button', { name: 'Send reset link' }).click();
    await modal.getByText(/^Success! Email sent\./).waitFor();
    const link = await linkInOutbox(server.dataDir, me.email, /\/reset-password\/[A-Za-z0-9_-]+\//);
    resetPath = new URL(link).pathname;

    me.password = 'a brand new passphrase';
    await page.goto(`${server.baseUrl}${resetPath}`);
    await account.waitForInteractive();
    await page.getByLabel('New password', { exact: true }).fill(me.password);
    await page.getByLabel('Confirm new password', { exact: true }).fill(me.password);
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Success! You will be redirected soon.').waitFor();
    await page.waitForURL(`${server.baseUrl}/log-in/`, { timeout: 8000 });
    await account.logIn(me);
    await page.waitForURL(`${server.baseUrl}/`);
    await account.accountButton().waitFor();
  });

  it("is told 'Error resetting password. Please try again.' in a toast, and why inline, for a used reset link", async () => {
    await page.goto(`${server.baseUrl}${resetPath}`);
    await account.waitForInteractive();
    await page.getByLabel('New password', { exact: true }).fill('yet another passphrase');
    await page.getByLabel('Confirm new password', { exact: true }).fill('yet another passphrase');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByRole('main').getByRole('alert').filter({ hasText: AUTH_TEXT.resetLinkInvalid }).waitFor();
    await account.toast(AUTH_TEXT.newPasswordFailure).waitFor();
  });

  it('deletes the account after confirming, and cannot log in with it again', async () => {
    await page.goto(`${server.baseUrl}/user_settings/`);
    await page.getByRole('button', { name: 'Delete Account' }).click();
    const confirm = account.dialog('Delete Account?');
    await confirm.getByRole('button', { name: 'Delete my account' }).click();
    await page.waitForURL(`${server.baseUrl}/byebye/`);
    await account.toast('Your account has been deleted').waitFor();
    await page.goto(`${server.baseUrl}/log-in/`);
    await account.logIn(me);
    await page.getByText(/^Error: /).waitFor();
  });
});

describe('a site with Facebook log-in configured', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ FB_APP_ID: '123456789', FB_APP_SECRET: 'a-test-app-secret-0123' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('offers the Facebook button and lets the page load the Facebook SDK', async () => {
    const res = await fetch(`${server.baseUrl}/log-in/`);
    expect(await res.text()).toContain('Continue with Facebook');
    expect(res.headers.get('content-security-policy')).toMatch(/script-src [^;]*https:\/\/connect\.facebook\.net/);
  });
});
