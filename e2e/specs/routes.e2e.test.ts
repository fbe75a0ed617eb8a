import { MESSAGES, THEMES } from '@earshot/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPages } from '../pages/account';
import type { RunningServer } from '../support/server';
import { collectConsoleErrors } from '../support/consoleErrors';
import { collectCspViolations } from '../support/cspViolations';
import { disabledControlsThatLookEnabled } from '../support/disabledLook';
import { LAYOUT_VIEWPORTS, layoutProblemsAtEveryWidth } from '../support/layout';
import {
  ANONYMOUS_ROUTES, type CatalogSamples, LOGGED_IN_ROUTES, type RouteVisit, catalogSamples, routeName, routePath,
} from '../support/routes';
import { type BrowserSession, openBrowserSession } from '../support/session';
import { axeViolationsInEveryTheme, chooseTheme, shownTheme } from '../support/themes';

/** What a search engine or a link preview reads in a page's head. */
async function shareMetadata(page: Page) {
  return page.evaluate((suffix) => {
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? '';
    const titled = (title: string) => title.endsWith(` - ${suffix}`);
    return {
      title: titled(document.title),
      description: content('meta[name="description"]') !== '',
      canonical: (document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '').startsWith('http'),
      // The server's title: a page whose data loads in the browser (a listener's channel) names it later.
      ogTitle: titled(content('meta[property="og:title"]')),
      twitterCard: content('meta[name="twitter:card"]') !== '',
    };
  }, MESSAGES.siteTitleSuffix);
}

const COMPLETE_METADATA = { title: true, description: true, canonical: true, ogTitle: true, twitterCard: true };

/**
 * Every route of 001 section 2, opened from the server as a visitor arriving from outside would:
 * the HTTP status, a heading, no console errors (a hydration mismatch is one), nothing blocked by
 * the Content-Security-Policy, no axe violations in any theme, no disabled control that looks
 * usable, and a sound layout on a laptop and on a phone (no text over other text, nothing wider than
 * the screen). Each route is loaded in the next theme in turn (the server draws it from the cookie),
 * so every theme is also drawn by the server.
 */
describe('every route', () => {
  let session: BrowserSession;
  let server: RunningServer;
  let page: Page;
  let samples: CatalogSamples;
  let consoleErrors: string[] = [];
  let cspViolations: string[] = [];
  let visits = 0;

  beforeAll(async () => {
    session = await openBrowserSession();
    ({ server, page } = session);
    await page.setViewportSize(LAYOUT_VIEWPORTS[0]);
    samples = await catalogSamples(server.baseUrl);
    consoleErrors = collectConsoleErrors(page);
    cspViolations = await collectCspViolations(page);
  });
  afterAll(async () => {
    await session?.close();
  });

  async function visit(route: RouteVisit): Promise<void> {
    consoleErrors.length = 0;
    cspViolations.length = 0;
    const theme = THEMES[visits++ % THEMES.length];
    await chooseTheme(page, server.baseUrl, theme);
    const path = routePath(route, samples);
    const response = await page.goto(`${server.baseUrl}${path}`);
    expect(response?.status(), path).toBe(route.status ?? 200);
    // The page arrives whole from the server: never a blank page or a skeleton while the browser asks for its data.
    expect(await response?.text(), `${path}: the server's HTML has no level-one heading`).toMatch(/<h1[\s>]/);
    if (route.landsOn) expect(new URL(page.url()).pathname).toMatch(route.landsOn);
    const heading = page.getByRole('heading', { level: 1, name: route.heading }).first();
    await heading.waitFor();
    expect((await heading.textContent())?.trim()).not.toBe('');
    expect(await shownTheme(page), path).toBe(theme);
    await new AccountPages(page, server.baseUrl).waitForInteractive();
    expect(consoleErrors, path).toEqual([]);
    expect(await axeViolationsInEveryTheme(page), path).toEqual([]);
    expect(cspViolations, path).toEqual([]);
    expect(await disabledControlsThatLookEnabled(page), path).toEqual([]);
    expect(await layoutProblemsAtEveryWidth(page), path).toEqual([]);
    if ((route.status ?? 200) === 200) expect(await shareMetadata(page), path).toEqual(COMPLETE_METADATA);
  }

  for (const route of ANONYMOUS_ROUTES) {
    it(`${routeName(route)} (anonymous)`, () => visit(route));
  }

  describe('logged in', () => {
    beforeAll(async () => {
      const account = new AccountPages(page, server.baseUrl);
      await account.signUp({ email: `routes-${Date.now()}@example.com`, password: 'amber meadow compass' });
      await account.accountButton().waitFor();
    });

    for (const route of LOGGED_IN_ROUTES) {
      it(`${routeName(route)} (logged in)`, () => visit(route));
    }
  });
});
