import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomePage } from '../pages/home';
import { PlayerBar } from '../pages/player';
import type { RunningServer } from '../support/server';
import { type BrowserSession, openBrowserSession } from '../support/session';

describe('a listener', () => {
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

  it('sees a server-rendered home page of channel tiles', async () => {
    const html = await fetch(`${server.baseUrl}/`).then((r) => r.text());
    expect(html).toContain('<title>');
    expect(html).toContain('Hundreds of music channels — all 100% free!');
    expect(html).toMatch(/<link rel="canonical" href="[^"]+"/);
    const home = new HomePage(page, server.baseUrl);
    await home.open();
    expect(await home.channelTiles().count()).toBeGreaterThan(10);
  });

  it('clicks a channel and hears it play, with title and artist shown', async () => {
    const home = new HomePage(page, server.baseUrl);
    const tile = home.channelTiles().first();
    const name = ((await tile.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
    const audioResponse = page.waitForResponse((r) => /\/start\.mp3$|\/audio\/[0-9a-f]{24}\.mp3\?/.test(r.url()));
    await tile.click();
    expect((await audioResponse).headers()['content-type']).toBe('audio/mpeg');
    const player = new PlayerBar(page);
    await player.waitForPlayback(1.5);
    await expect.poll(() => page.title()).toMatch(/ \| Earshot$/);
    await page.getByRole('button', { name: `${name}, now playing` }).first().waitFor();
    await player.region().getByRole('button', { name: 'Pause', exact: true }).waitFor();
    await player.closeLaunchPrompt();
  });

  it('keeps playing while navigating to another page', async () => {
    const before = await new PlayerBar(page).audio();
    await page.getByRole('link', { name: 'Our Story' }).first().click();
    await page.getByRole('heading', { level: 1, name: /Our Story/ }).waitFor();
    const after = await new PlayerBar(page).waitForPlayback(1);
    expect(after.src).toBe(before.src);
    expect(after.currentTime).toBeGreaterThan(before.currentTime);
  });

  it('pauses and resumes with the player button', async () => {
    const player = new PlayerBar(page);
    await player.region().getByRole('button', { name: 'Pause', exact: true }).click();
    await expect.poll(async () => (await player.audio()).paused).toBe(true);
    await player.region().getByRole('button', { name: 'Play', exact: true }).click();
    await player.waitForPlayback(0.5);
  });

  it('opens a lazily loaded page directly: its code preloaded, styled, hydrated without errors', async () => {
    const html = await fetch(`${server.baseUrl}/about/`).then((r) => r.text());
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toMatch(/<link rel="modulepreload" href="\/assets\/[^"]+\.js" nonce="[^"]+" fetchpriority="low">/);
    expect(head.match(/<link rel="stylesheet"/g)?.length).toBeGreaterThan(1);

    const fresh = await page.context().newPage();
    const errors: string[] = [];
    fresh.on('pageerror', (error) => errors.push(error.message));
    fresh.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    await fresh.goto(`${server.baseUrl}/about/`);
    await fresh.getByRole('heading', { level: 1, name: 'Our Story' }).waitFor();
    // Hydrated: a link navigates on the client, and back again shows the page from its chunk.
    await fresh.getByRole('link', { name: 'Earshot', exact: true }).first().click();
    await fresh.getByRole('heading', { level: 1, name: 'Hundreds of music channels — all 100% free!' }).waitFor();
    await fresh.goBack();
    await fresh.getByRole('heading', { level: 1, name: 'Our Story' }).waitFor();
    expect(errors).toEqual([]);
    await fresh.close();
  });
});
