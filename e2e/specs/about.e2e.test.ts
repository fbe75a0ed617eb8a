import { ABOUT_TEXT, COOKIES, CONTACT_ADDRESS, CURATORS, THEMES, pageTitle } from '@earshot/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations } from '../support/axe';
import type { RunningServer } from '../support/server';
import { collectConsoleErrors } from '../support/consoleErrors';
import { type BrowserSession, openBrowserSession } from '../support/session';

describe('Our Story', () => {
  let session: BrowserSession;
  let server: RunningServer;
  let page: Page;
  let consoleErrors: string[] = [];
  beforeAll(async () => {
    session = await openBrowserSession();
    ({ server, page } = session);
    consoleErrors = collectConsoleErrors(page);
  });
  afterAll(async () => {
    await session?.close();
  });

  const section = (name: string) => page.getByRole('region', { name });

  it('comes from the server with the mission, nine curators, social links and the contact address, and hydrates cleanly', async () => {
    const response = await page.goto(`${server.baseUrl}/about/`);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    for (const curator of CURATORS) expect(html).toContain(`<h3>${curator.name}</h3>`);
    expect(html).toContain(CONTACT_ADDRESS.email);
    expect(await page.title()).toBe(pageTitle(ABOUT_TEXT.title));
    await page.getByRole('heading', { level: 1, name: ABOUT_TEXT.title }).waitFor();
    await page.getByText(ABOUT_TEXT.mission[0]).waitFor();
    expect(await section(ABOUT_TEXT.curatorsTitle).getByRole('heading', { level: 3 }).allTextContents()).toEqual(CURATORS.map((c) => c.name));
    expect(await section(ABOUT_TEXT.socialTitle).getByRole('link').count()).toBeGreaterThanOrEqual(3);
    await section(ABOUT_TEXT.contactTitle).getByRole('link', { name: CONTACT_ADDRESS.email }).waitFor();
    expect(consoleErrors).toEqual([]);
  });

  it('is axe clean in every theme', async () => {
    try {
      for (const theme of THEMES) {
        await page.context().addCookies([{ name: COOKIES.theme, value: theme, url: server.baseUrl }]);
        await page.goto(`${server.baseUrl}/about/`);
        await page.getByRole('heading', { level: 1, name: ABOUT_TEXT.title }).waitFor();
        expect([theme, await axeViolations(page)]).toEqual([theme, []]);
      }
    } finally {
      await page.context().clearCookies({ name: COOKIES.theme });
    }
  });
});
