import { readFileSync } from 'node:fs';
import path from 'node:path';
import { AUTH_TEXT, FIVE_STAR_LIMITS, FIVE_STAR_PAGE_TEXT, LIMITS, LOG_IN_PROMPTS, PLAYER_TEXT, SHARE_TEXT, UI_TEXT } from '@earshot/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPages } from '../pages/account';
import { HomePage } from '../pages/home';
import { PlayerBar } from '../pages/player';
import { launchBrowser } from '../support/browser';
import type { RunningServer } from '../support/server';
import { type BrowserSession, openBrowserSession } from '../support/session';

const account = { email: `player.${process.pid}@example.com`, password: 'correct horse battery' };

/** The file the web build made of a source module that is a chunk of its own. */
function chunkFile(source: string): string {
  const manifest = path.resolve(import.meta.dirname, '../../apps/web/dist/client/.vite/manifest.json');
  const file = (JSON.parse(readFileSync(manifest, 'utf8')) as Record<string, { file: string }>)[source]?.file;
  if (!file) throw new Error(`${source} is not a chunk of the web build`);
  return file;
}

/** The log-in invitation 5 s after an anonymous visitor's channel click. */
const launchPrompt = (page: Page) =>
  page.getByRole('dialog', { name: AUTH_TEXT.logInTitle }).filter({ hasText: AUTH_TEXT.channelLaunchBenefits[2] });

describe('the player', () => {
  let session: BrowserSession;
  let server: RunningServer;
  let page: Page;
  let player: PlayerBar;
  beforeAll(async () => {
    // An ad break after every second of music heard, so the ad is one skip away.
    session = await openBrowserSession({ AD_BREAK_EVERY_SECONDS: '1' });
    ({ server, page } = session);
    player = new PlayerBar(page);
    // The launch prompt (tested on its own below) would cover the player whenever a test outlasts its 5 s.
    await page.addLocatorHandler(launchPrompt(page), () => page.keyboard.press('Escape'));
  });
  afterAll(async () => {
    await session?.close();
  });

  const startFirstChannel = () => new HomePage(page, server.baseUrl).playFirstChannel(player, 1);

  it('invites a visitor to log in 5 s after their first channel click, even when the code that does it is slow to arrive', async () => {
    // A browser of its own: its listening leaves the ad cadence of the page the other tests use alone.
    const visitor = await launchBrowser();
    try {
      const tab = await visitor.context.newPage();
      await tab.route(`**/${chunkFile('src/features/channels/afterChannelStart.ts')}`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      const home = new HomePage(tab, server.baseUrl);
      await home.open();
      await tab.locator('[data-testid="player-audio"]').first().waitFor({ state: 'attached' });
      await tab.evaluate(() => {
        const times = window as unknown as { clickedAt?: number; promptAt?: number };
        document.addEventListener('click', () => (times.clickedAt ??= performance.now()), { capture: true });
        new MutationObserver(() => {
          if (document.querySelector('[role="dialog"]')) times.promptAt ??= performance.now();
        }).observe(document.body, { childList: true, subtree: true });
      });
      await home.channelTiles().first().click();

      await launchPrompt(tab).waitFor({ timeout: 10_000 });
      const { clickedAt, promptAt } = await tab.evaluate(() => {
        const times = window as unknown as { clickedAt: number; promptAt: number };
        return { clickedAt: times.clickedAt, promptAt: times.promptAt };
      });
      const delay = promptAt - clickedAt;
      expect(delay).toBeGreaterThanOrEqual(LIMITS.anonLaunchPromptMs);
      expect(delay).toBeLessThan(LIMITS.anonLaunchPromptMs + 300);
    } finally {
      await visitor.close();
    }
  });

  it("sends a first visit's early click's start call at once, without waiting for the player's code, and plays that channel", async () => {
    const visitor = await launchBrowser();
    try {
      const tab = await visitor.context.newPage();
      let engineSentAt = 0;
      await tab.route(`**/${chunkFile('src/features/player/browserPlayer.ts')}`, async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 3000));
        engineSentAt = Date.now();
        await route.continue();
      });
      const startCalls: number[] = [];
      tab.on('request', (request) => {
        if (new URL(request.url()).pathname.endsWith('/start.mp3')) startCalls.push(Date.now());
      });
      await tab.goto(`${server.baseUrl}/`);
      // As soon as React has the page (a click then is replayed), long before the engine's code.
      await tab.waitForFunction(() => Object.keys(document.getElementById('root') ?? {}).some((key) => key.startsWith('__reactContainer')));
      await new HomePage(tab, server.baseUrl).channelTiles().first().click();
      await new PlayerBar(tab).waitForPlayback(1);
      expect(engineSentAt).toBeGreaterThan(0);
      expect(startCalls).toHaveLength(1);
      expect(startCalls[0]).toBeLessThan(engineSentAt);
    } finally {
      await visitor.close();
    }
  });

  it('plays and pauses with the space bar, but not while the listener types in the search box', async () => {
    await startFirstChannel();
    await player.closeLaunchPrompt();
    // The tile keeps focus after the click, and space on a button presses it: move focus off.
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page.keyboard.press('Space');
    await expect.poll(async () => (await player.audio()).paused).toBe(true);
    await player.button('Play').waitFor();
    await page.keyboard.press('Space');
    await player.waitForPlayback(0.5);

    // A searchbox until its dropdown's code arrives, a combobox after: found by its placeholder.
    const search = page.getByRole('banner').getByPlaceholder(UI_TEXT.searchPlaceholder);
    await search.click();
    await page.keyboard.type('jazz funk');
    expect(await search.inputValue()).toBe('jazz funk');
    await player.waitForPlayback(0.5);
    await search.fill('');
  });

  it('asks an anonymous listener to log in before skipping', async () => {
    const before = await player.audio();
    await player.button(PLAYER_TEXT.skip).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(LOG_IN_PROMPTS.skip).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    const after = await player.waitForPlayback(0.3);
    expect(after.src).toBe(before.src);
  });

  it('keeps the volume the listener chose across a reload', async () => {
    await player.volume().fill('35');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('volume'))).toBe('35');
    await page.reload();
    await startFirstChannel();
    expect(await player.volume().inputValue()).toBe('35');
    // The element's volume is the slider's with the track's loudness gain applied.
    const { volume } = await player.audio();
    expect(volume).toBeGreaterThan(0.2);
    expect(volume).toBeLessThan(0.5);
  });

  it.each([
    ['a desktop', 1366, 900],
    ['a phone', 390, 844],
  ])('shows the whole share link on %s, all of it selected when clicked', async (_screen, width, height) => {
    await page.setViewportSize({ width, height });
    await player.expandIfCollapsed();
    await player.button(PLAYER_TEXT.share).click();
    const dialog = page.getByRole('dialog');
    const link = dialog.getByRole('textbox', { name: SHARE_TEXT.link });
    const shown = await link.evaluate((field: HTMLInputElement | HTMLTextAreaElement) => ({
      value: field.value,
      fits: field.scrollWidth <= field.clientWidth && field.scrollHeight <= field.clientHeight,
    }));
    expect(shown.value).toMatch(new RegExp(`^${server.baseUrl}/channel/[0-9a-f]{24}/$`));
    expect(shown.fits, `${width} px: the link field hides part of ${shown.value}`).toBe(true);

    await link.click();
    const selected = await link.evaluate((field: HTMLInputElement | HTMLTextAreaElement) => [field.selectionStart, field.selectionEnd]);
    expect(selected).toEqual([0, shown.value.length]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    await page.setViewportSize({ width: 1280, height: 900 });
  });

  it('shows a channel that fails to load in the player, stops calling its tile playing, and tries again on Play', async () => {
    const playlistCalls = /\/c\/m\/json\/playlist\//;
    await page.route(playlistCalls, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal","message":"Internal Server Error"}' }));
    const home = new HomePage(page, server.baseUrl);
    await home.open();
    const tile = home.channelTiles().nth(1);
    const name = ((await tile.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
    await tile.click();

    await player.region().getByRole('alert').getByText(PLAYER_TEXT.errorLoadingChannel).waitFor();
    expect(await player.region().getByText(UI_TEXT.tuningIn).count()).toBe(0);
    expect(await page.getByRole('button', { name: `${name}, now playing` }).count()).toBe(0);
    await page.getByRole('button', { name: `Play ${name}` }).first().waitFor();

    await page.unroute(playlistCalls);
    await player.button('Play').click();
    await player.waitForPlayback(0.5);
    await page.getByRole('button', { name: `${name}, now playing` }).first().waitFor();
  });

  it('opens the log-in modal with the reason when a visitor plays Five-Star Radio', async () => {
    await page.goto(`${server.baseUrl}/search/five-star/`);
    const tile = page.getByRole('button', { name: `Play ${FIVE_STAR_PAGE_TEXT.channelName}` }).first();
    await tile.click();
    const dialog = page.getByRole('dialog', { name: LOG_IN_PROMPTS.fiveStar });
    await dialog.getByRole('textbox', { name: 'Email' }).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await player.region().getByRole('alert').getByText(LOG_IN_PROMPTS.fiveStar).waitFor();
    expect(await page.getByRole('button', { name: `${FIVE_STAR_PAGE_TEXT.channelName}, now playing` }).count()).toBe(0);

    // Trying again asks again: logging in is the way to hear it.
    await tile.click();
    await dialog.waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
  });

  it('lets a logged-in listener skip, then plays an ad that cannot be skipped but can be paused', async () => {
    const accounts = new AccountPages(page, server.baseUrl);
    await accounts.signUp(account);
    await page.getByText('Sign up complete. Welcome!').waitFor();
    await startFirstChannel();
    // A break is due after 1.5 s of music heard logged in: hear more than that, then skip into it.
    const song = await player.waitForPlayback(2);
    await player.button(PLAYER_TEXT.skip).click();

    await player.region().getByText(PLAYER_TEXT.adResume).waitFor();
    const ad = await player.waitForPlayback(0.5);
    expect(ad.src).not.toBe(song.src);
    expect(await player.button(PLAYER_TEXT.skip).isDisabled()).toBe(true);
    expect(await player.volume().isDisabled()).toBe(false);
    await player.button('Pause').click();
    await expect.poll(async () => (await player.audio()).paused).toBe(true);
    await player.button('Play').click();
    await player.waitForPlayback(0.3);
  });

  it('reloads the Five-Star playlist when a filter changes, and warns when a filter leaves too few songs', async () => {
    // Twenty 5-star ratings unlock the channel; they are set up through the API the stars call.
    const rated = await page.evaluate(async (count) => {
      const home = await (await fetch('/c/m/json/page/home/')).json();
      const channelId = home.sections[0].channels[0]._id.$oid;
      const { tracks } = await (await fetch(`/c/m/json/channel/${channelId}/`)).json();
      const csrf = document.cookie.match(/(?:^|; )csrftoken=([^;]+)/)?.[1] ?? '';
      const songs = (tracks as { _id: { $oid: string }; christmas: boolean }[]).filter((t) => !t.christmas).slice(0, count);
      for (const t of songs) {
        const res = await fetch('/listener/rating/', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrftoken': csrf },
          body: new URLSearchParams({ t: t._id.$oid, v: '5', w: '1', c: channelId }),
        });
        if (!res.ok) throw new Error(`rating answered ${res.status}`);
      }
      return songs.length;
    }, FIVE_STAR_LIMITS.unlockRatedSongs);
    expect(rated).toBe(FIVE_STAR_LIMITS.unlockRatedSongs);

    await page.getByRole('link', { name: 'Five-Star Radio' }).first().click();
    await page.getByRole('heading', { level: 1, name: FIVE_STAR_PAGE_TEXT.title }).waitFor();
    await page.getByRole('button', { name: FIVE_STAR_PAGE_TEXT.play }).click();
    await player.waitForPlayback(0.5);

    const filters = player.region().getByRole('group', { name: PLAYER_TEXT.fiveStarFilters });
    const christmas = filters.getByLabel(PLAYER_TEXT.christmasFilter);
    const reloaded = page.waitForRequest((r) => /\/c\/m\/json\/playlist\/[^/]+\/$/.test(new URL(r.url()).pathname));
    await christmas.selectOption({ label: 'Xmas' });
    await reloaded;
    await player.region().getByText(PLAYER_TEXT.fiveStarTooFew).waitFor();
    expect((await page.context().cookies()).find((c) => c.name === 'xmasfilter')?.value).toBe('2');

    const again = page.waitForRequest((r) => /\/c\/m\/json\/playlist\/[^/]+\/$/.test(new URL(r.url()).pathname));
    await christmas.selectOption({ label: 'Mix' });
    await again;
    await player.waitForPlayback(0.5);
    await player.region().getByText(PLAYER_TEXT.fiveStarTooFew).waitFor({ state: 'hidden' });
  });
});
