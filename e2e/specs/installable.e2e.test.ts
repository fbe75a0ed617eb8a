import { APP_FILES, OFFLINE_TEXT, PRODUCT, THEME_COLORS, THEMES } from '@earshot/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomePage } from '../pages/home';
import { PlayerBar } from '../pages/player';
import { axeViolations } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { layoutProblemsAtEveryWidth } from '../support/layout';
import { type RunningServer, startServer } from '../support/server';
import { chooseTheme } from '../support/themes';

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

/** A PNG's width and height, from its header. */
function pngSize(bytes: Buffer): string {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

/** Every address the site's service worker keeps, as paths. */
function cachedPaths(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const paths: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) paths.push(new URL(request.url).pathname + new URL(request.url).search);
    }
    return paths;
  });
}

/** Waits until the service worker is active, and for a page it controls (one loaded after it took over). */
async function openControlledPage(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => navigator.serviceWorker.controller !== null))) await page.reload();
  expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toMatch(/\/sw\.js$/);
}

const offlineHeading = (page: Page) => page.getByRole('heading', { level: 1, name: OFFLINE_TEXT.title });

describe('the installable app', () => {
  let server: RunningServer;
  let browser: Awaited<ReturnType<typeof launchBrowser>>;
  let page: Page;
  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser({ serviceWorkers: 'allow' });
    page = await browser.context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('links a manifest naming the app, where it starts and how it opens, with the icons browsers ask for', async () => {
    await new HomePage(page, server.baseUrl).open();
    const manifestHref = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestHref).toBe(APP_FILES.manifest);
    const response = await page.request.get(`${server.baseUrl}${manifestHref}`);
    expect(response.headers()['content-type']).toContain('application/manifest+json');
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: PRODUCT, short_name: PRODUCT, start_url: '/', scope: '/', display: 'standalone', theme_color: THEME_COLORS.default });

    const icons = manifest.icons as ManifestIcon[];
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual(['192x192 any', '512x512 any', '512x512 maskable']);
    const appleTouch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const [src, sizes] of [...icons.map((icon) => [icon.src, icon.sizes]), [appleTouch, '180x180']]) {
      const image = await page.request.get(`${server.baseUrl}${src}`);
      expect(image.status(), String(src)).toBe(200);
      expect(image.headers()['content-type']).toBe('image/png');
      expect(pngSize(await image.body()), String(src)).toBe(sizes);
    }
  });

  it('is installable: Chromium reports no installability errors and reads the manifest without any', async () => {
    await openControlledPage(page, `${server.baseUrl}/`);
    const cdp = await page.context().newCDPSession(page);
    try {
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
      const { errors, url } = await cdp.send('Page.getAppManifest');
      expect(url).toBe(`${server.baseUrl}${APP_FILES.manifest}`);
      expect(errors).toEqual([]);
    } finally {
      await cdp.detach();
    }
  });

  it('serves its service worker from the root for every page, asked for again on every use', async () => {
    const response = await page.request.get(`${server.baseUrl}${APP_FILES.serviceWorker}`);
    expect(response.headers()['content-type']).toContain('javascript');
    expect(response.headers()['cache-control']).toBe('no-cache');
    await page.goto(`${server.baseUrl}/about/`);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toBe(`${server.baseUrl}/`);
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
  });

  it('shows the offline page, not the browser\'s error, for a reload with the network gone, and the page comes back with the network', async () => {
    await openControlledPage(page, `${server.baseUrl}/genre/rock/`);
    const address = page.url();
    await page.context().setOffline(true);
    try {
      await page.reload();
      await offlineHeading(page).waitFor();
      expect(page.url()).toBe(address);
      expect(await page.getByText(OFFLINE_TEXT.body).isVisible()).toBe(true);
    } finally {
      await page.context().setOffline(false);
    }
    // Back online, the page reloads itself into the genre page that was asked for.
    await page.getByRole('heading', { level: 1 }).filter({ hasNotText: OFFLINE_TEXT.title }).waitFor({ timeout: 15_000 });
    expect(page.url()).toBe(address);
  });

  it('keeps the app shell, and never audio, JSON answers or pages, in its caches', async () => {
    await openControlledPage(page, `${server.baseUrl}/`);
    const home = new HomePage(page, server.baseUrl);
    await home.open();
    await page.waitForLoadState('networkidle');
    await home.channelTiles().first().click();
    await new PlayerBar(page).waitForPlayback(1);
    // A JSON answer with the listener's data, asked for by the page under the worker.
    await page.evaluate(() => fetch('/listener/user-stats/').then((r) => r.json()));

    const cached = await cachedPaths(page);
    expect(cached).toEqual(expect.arrayContaining([APP_FILES.offlinePage, APP_FILES.manifest, expect.stringMatching(/^\/assets\/main-[\w-]{8}\.js$/)]));
    const shell = new Set<string>([APP_FILES.offlinePage, APP_FILES.offlineScript, APP_FILES.offlineStyles, APP_FILES.manifest, '/favicon.svg', ...Object.values(APP_FILES.icons)]);
    expect(cached.filter((path) => !shell.has(path) && !/^\/assets\/[^/?]+-[\w-]{8}\.(js|css)$/.test(path))).toEqual([]);
    expect(await page.evaluate(async () => (await caches.keys()).every((name) => name.startsWith('earshot-shell-')))).toBe(true);
  });

  it('the offline page is drawn in the listener\'s theme, laid out at desktop and 390 px, axe clean and usable by keyboard', async () => {
    await openControlledPage(page, `${server.baseUrl}/`);
    await page.context().setOffline(true);
    try {
      for (const theme of THEMES) {
        await chooseTheme(page, server.baseUrl, theme);
        await page.reload();
        await offlineHeading(page).waitFor();
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe(theme);
        expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(THEME_COLORS[theme]);
        expect(await axeViolations(page)).toEqual([]);
        expect(await layoutProblemsAtEveryWidth(page)).toEqual([]);
      }
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(OFFLINE_TEXT.retry);
      // Trying again while still offline comes back to the same page, still waiting.
      await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
      await offlineHeading(page).waitFor();
    } finally {
      // Off the offline page first: back online, it would reload itself in the middle of the next test's navigation.
      await page.goto('about:blank');
      await page.context().setOffline(false);
      await chooseTheme(page, server.baseUrl, 'default');
    }
  });

  it("tints the browser's bar in the page's theme, from the first byte and as soon as a listener picks another", async () => {
    await chooseTheme(page, server.baseUrl, 'dark');
    await page.goto(`${server.baseUrl}/theme_settings/`);
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(THEME_COLORS.dark);
    const group = page.getByRole('group', { name: 'Theme' });
    await group.locator('input:checked').waitFor();
    await group.getByRole('radio', { name: 'Holiday', exact: true }).check();
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(THEME_COLORS.holiday);
  });
});
