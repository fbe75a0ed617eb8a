import { ABOUT_TEXT, START_PLAYLIST_HEADER } from '@earshot/contract';
import type { Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomePage } from '../pages/home';
import { PlayerBar } from '../pages/player';
import { collectCspViolations } from '../support/cspViolations';
import type { RunningServer } from '../support/server';
import { type BrowserSession, openBrowserSession } from '../support/session';

/** A Content-Security-Policy as directive → its sources. */
function directives(policy: string | null): Record<string, string> {
  const pairs = (policy ?? '').split(';').map((part) => part.trim().split(/\s+/)).filter(([name]) => name);
  return Object.fromEntries(pairs.map(([name, ...sources]) => [name, sources.join(' ')]));
}

const nonceOf = (policy: Record<string, string>) => /'nonce-([^']+)'/.exec(policy['script-src'] ?? '')?.[1];

/** A site of someone else's, served to the browser in place of the network. */
const OTHER_SITE = 'http://other-site.test/';

/** The headers Chromium received, read from real page loads, API calls, audio and files. */
describe('security headers in a real browser', () => {
  let session: BrowserSession;
  let server: RunningServer;
  let page: Page;
  let cspViolations: string[];
  beforeAll(async () => {
    session = await openBrowserSession();
    ({ server, page } = session);
    cspViolations = await collectCspViolations(page);
  });
  afterAll(async () => {
    await session?.close();
  });

  it("a page's policy allows scripts by a nonce new on every load, and no plugins, base URL or framing", async () => {
    const first = directives((await (await page.goto(`${server.baseUrl}/about/`))?.headerValue('content-security-policy')) ?? null);
    const second = directives((await (await page.goto(`${server.baseUrl}/about/`))?.headerValue('content-security-policy')) ?? null);
    expect(nonceOf(first)).toMatch(/^[A-Za-z0-9+/_-]{16,}={0,2}$/);
    expect(nonceOf(second)).toMatch(/^[A-Za-z0-9+/_-]{16,}={0,2}$/);
    expect(nonceOf(second)).not.toBe(nonceOf(first));
    expect(second).toMatchObject({ 'object-src': "'none'", 'base-uri': "'none'", 'frame-ancestors': "'none'" });
  });

  it('a script put into the page without its nonce does not run, and the violation is reported', async () => {
    await page.goto(`${server.baseUrl}/about/`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    cspViolations.length = 0;
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    await expect.poll(() => cspViolations).toEqual([expect.stringMatching(/^script-src-elem blocked inline /)]);
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
  });

  it('the page, a JSON API call, a static file and an audio file all carry nosniff and a referrer policy', async () => {
    const responses: Response[] = [];
    const record = (response: Response) => responses.push(response);
    page.on('response', record);
    const home = new HomePage(page, server.baseUrl);
    await home.open();
    // The tiles answer clicks once hydrated and their lazily loaded code has arrived.
    await page.waitForLoadState('networkidle');
    const start = page.waitForResponse((r) => new URL(r.url()).pathname.endsWith('/start.mp3'));
    await home.channelTiles().first().click();
    const playlist = JSON.parse(Buffer.from((await (await start).headerValue(START_PLAYLIST_HEADER)) ?? '', 'base64url').toString('utf8'));
    await new PlayerBar(page).waitForPlayback(0.5);
    // The first song comes with the channel's start call; the player fetches the next one from
    // its signed audio file address near the first one's end, which the test does not wait for.
    await page.evaluate(async (url) => void (await fetch(url)).arrayBuffer(), playlist.items[1].url as string);
    page.off('response', record);

    const path = (response: Response) => new URL(response.url()).pathname;
    const kinds = {
      page: responses.find((r) => r.request().resourceType() === 'document' && path(r) === '/'),
      api: responses.find((r) => r.headers()['content-type']?.startsWith('application/json')),
      file: responses.find((r) => path(r).startsWith('/assets/')),
      'first song': responses.find((r) => path(r).endsWith('/start.mp3')),
      'audio file': responses.find((r) => path(r).startsWith('/audio/')),
    };
    for (const [kind, response] of Object.entries(kinds)) {
      expect(response, kind).toBeDefined();
      expect(await response?.headerValue('x-content-type-options'), kind).toBe('nosniff');
      expect(await response?.headerValue('referrer-policy'), kind).toBe('strict-origin-when-cross-origin');
    }
  });

  describe('inside another site', () => {
    /** Opens a page of another site that frames `path` of ours; answers the framed document's text. */
    async function framedText(path: string): Promise<string> {
      await page.route(OTHER_SITE, (route) =>
        route.fulfill({ contentType: 'text/html', body: `<!doctype html><title>Other</title><iframe src="${server.baseUrl}${path}"></iframe>` }),
      );
      try {
        await page.goto(OTHER_SITE);
        const frame = await (await page.locator('iframe').elementHandle())?.contentFrame();
        if (!frame) throw new Error('the other site shows no frame');
        await frame.waitForLoadState('load');
        return await frame.evaluate(() => document.body?.innerText ?? '').catch(() => '');
      } finally {
        await page.unroute(OTHER_SITE);
      }
    }

    it('a page is not shown', async () => {
      expect(await framedText('/about/')).not.toContain(ABOUT_TEXT.title);
    });

    it('the same page without its frame-ancestors directive would be (the check above can see a framed page)', async () => {
      const about = `${server.baseUrl}/about/`;
      await page.route(about, async (route) => {
        const response = await route.fetch();
        const policy = (response.headers()['content-security-policy'] ?? '').replace(/frame-ancestors[^;]*;?/, '');
        await route.fulfill({ response, headers: { ...response.headers(), 'content-security-policy': policy } });
      });
      try {
        expect(await framedText('/about/')).toContain(ABOUT_TEXT.title);
      } finally {
        await page.unroute(about);
      }
    });
  });
});
