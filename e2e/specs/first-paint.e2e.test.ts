import { resolve } from 'node:path';
import { channelPath } from '@earshot/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INITIAL_JS_BUDGET_KB, measureInitialJs } from '../../bench/initial-js';
import type { RunningServer } from '../support/server';
import { type BrowserSession, openBrowserSession } from '../support/session';

interface Fetched {
  url: string;
  type: string;
  priority: string;
}

/** What Chromium fetched because the page's HTML named it, each with the priority it asked for. */
async function fetchedByTheHtml(page: Page, url: string): Promise<Fetched[]> {
  const cdp = await page.context().newCDPSession(page);
  const fetched: Fetched[] = [];
  cdp.on('Network.requestWillBeSent', (event) => {
    if (event.initiator.type === 'parser') fetched.push({ url: new URL(event.request.url).pathname, type: event.type ?? '', priority: event.request.initialPriority });
  });
  await cdp.send('Network.enable');
  await page.goto(url, { waitUntil: 'load' });
  await cdp.detach();
  return fetched;
}

/**
 * The first paint of a server-rendered page needs its HTML and stylesheets and nothing else: the
 * module scripts run after the parse. Anything else the HTML asks for at high priority competes
 * with the stylesheets on a slow connection, and Lighthouse counts it as holding the paint.
 */
describe('what the first paint waits for', () => {
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

  async function samplePaths(): Promise<string[]> {
    const nav = (await (await fetch(`${server.baseUrl}/c/m/json/genres/`)).json()) as { features: { param: string }[] };
    const genre = nav.features[0].param;
    const genrePage = (await (await fetch(`${server.baseUrl}/c/m/json/page/genre/${genre}/`)).json()) as { channels: { name: string; oldid: number }[] };
    return ['/', `/${genre}/`, channelPath(genrePage.channels[0])];
  }

  it('fetches only stylesheets at high priority on the home, a genre and a channel page; their code comes after', async () => {
    for (const path of await samplePaths()) {
      const fetched = await fetchedByTheHtml(page, `${server.baseUrl}${path}`);
      const urgent = fetched.filter((f) => f.priority === 'VeryHigh' || f.priority === 'High');
      expect(urgent.length, path).toBeGreaterThan(0);
      expect(urgent.filter((f) => f.type !== 'Stylesheet'), path).toEqual([]);
      // The code is still fetched by the HTML itself, not left for the page to discover later.
      expect(fetched.some((f) => f.type === 'Script' && f.url.startsWith('/assets/')), path).toBe(true);
      await page.getByRole('link', { name: 'Earshot', exact: true }).first().waitFor();
    }
  });

  it(`downloads at most ${INITIAL_JS_BUDGET_KB} kB of JavaScript (gzip) before any kind of page can be used`, async () => {
    const { rows } = await measureInitialJs(server.baseUrl, resolve(import.meta.dirname, '../../apps/web/dist/client'));
    expect(rows.filter((r) => r.status !== 200).map((r) => `${r.route} ${r.status}`)).toEqual([]);
    expect(rows.filter((r) => (r.gzipKb ?? 0) > INITIAL_JS_BUDGET_KB).map((r) => `${r.route} ${r.gzipKb} kB`)).toEqual([]);
  });
});
