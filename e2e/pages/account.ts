import type { Page } from 'playwright-core';
import { EMAIL_CHANGE_LINK, SIGN_UP_LINK, linkInOutbox } from '@earshot/server/testing/mail';
import { dataDirOf } from '../support/server';

/** A sign-up link with its query (where the listener goes back to), as the mail shows it. */
const SIGN_UP_LINK_AND_RETURN = new RegExp(`${SIGN_UP_LINK.source}(?:\\?[^\\s"<>]*)?`);

export interface NewAccount {
  email: string;
  password: string;
}

/** Sign-up, log-in and account settings as a visitor uses them, by role and visible text. */
export class AccountPages {
  constructor(
    private readonly page: Page,
    private readonly baseUrl: string,
  ) {}

  /** Server-rendered forms keep their submit buttons disabled until the page is interactive. */
  async waitForInteractive(): Promise<void> {
    await this.page.waitForFunction(() => [...document.querySelectorAll('form button[type="submit"]')].every((b) => !b.hasAttribute('disabled')));
  }

  async signUp(account: NewAccount): Promise<void> {
    await this.page.goto(`${this.baseUrl}/sign-up/`);
    await this.sendSignUpForm(account);
    await this.openSignUpLink(account.email);
    // The footer and the menu drawer hydrate once their code arrives: logging in before that draws
    // them logged in over the server's logged-out HTML, and React reports a hydration mismatch.
    await this.page.waitForLoadState('networkidle');
    await this.page.getByRole('button', { name: 'Finish signing up' }).click();
  }

  /** Fills and sends the sign-up form of the page showing, and waits for 'Check your email'. */
  async sendSignUpForm(account: NewAccount): Promise<void> {
    await this.page.getByRole('heading', { level: 1, name: 'Join Earshot for free!' }).waitFor();
    await this.waitForInteractive();
    const form = this.page.getByRole('region', { name: 'Sign up form' });
    await form.getByLabel('Email').fill(account.email);
    await form.getByLabel('Password', { exact: true }).fill(account.password);
    await form.getByLabel('Confirm password').fill(account.password);
    await form.getByLabel('Month').selectOption({ label: 'March' });
    await form.getByLabel('Day').selectOption('14');
    await form.getByLabel('Year').selectOption('1990');
    await form.getByLabel('Zip code').fill('02139');
    await form.getByLabel('Female').check();
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await form.getByRole('heading', { name: 'Check your email' }).waitFor();
  }

  /** Opens the link of the sign-up email, as the listener does from their mailbox. */
  async openSignUpLink(email: string): Promise<void> {
    const link = new URL(await linkInOutbox(dataDirOf(this.baseUrl), email, SIGN_UP_LINK_AND_RETURN));
    await this.page.goto(`${this.baseUrl}${link.pathname}${link.search}`);
    await this.page.getByRole('heading', { level: 1, name: 'Finish signing up' }).waitFor();
  }

  /** Opens the link mailed to a new address from Account Settings, as the listener does from that mailbox. */
  async openEmailChangeLink(email: string): Promise<void> {
    const link = await linkInOutbox(dataDirOf(this.baseUrl), email, EMAIL_CHANGE_LINK);
    await this.page.goto(`${this.baseUrl}${new URL(link).pathname}`);
    await this.page.getByRole('heading', { level: 1, name: 'Confirm your new email address' }).waitFor();
  }

  /** Fills and submits the log-in form inside `scope` (the page or the modal dialog). */
  async logIn(account: NewAccount, scope = this.page.locator('body')): Promise<void> {
    await this.waitForInteractive();
    await scope.getByLabel('Email').fill(account.email);
    await scope.getByLabel('Password', { exact: true }).fill(account.password);
    await scope.getByRole('button', { name: 'Log In', exact: true }).click();
  }

  accountButton() {
    return this.page.getByRole('button', { name: 'My Account' });
  }

  async openAccountMenu(): Promise<void> {
    if ((await this.accountButton().getAttribute('aria-expanded')) !== 'true') await this.accountButton().click();
  }

  async signOut(): Promise<void> {
    await this.openAccountMenu();
    await this.page.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign Out' }).click();
  }

  toast(text: string) {
    return this.page.getByText(text, { exact: true });
  }

  dialog(name: string | RegExp) {
    return this.page.getByRole('dialog', { name });
  }
}
