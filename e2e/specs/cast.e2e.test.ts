import { CAST_TEXT, SLEEP_TEXT } from '@earshot/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomePage } from '../pages/home';
import { PlayerBar } from '../pages/player';
import { launchBrowser } from '../support/browser';
import { layoutProblems } from '../support/layout';
import type { RunningServer } from '../support/server';
import { type BrowserSession, openBrowserSession } from '../support/session';
import { axeViolationsInEveryTheme } from '../support/themes';

declare global {
  interface Window {
    /** The fake Remote Playback's log: which element each session was on. */
    castLog?: { prompts: number; castElement: HTMLMediaElement | null };
  }
}

/**
 * A stand-in for HTMLMediaElement.remote (headless Chromium finds no device): every element reports
 * a device, and a prompt connects to it after a moment, as Chromecast does.
 */
function fakeRemotePlayback(): void {
  const remotes = new WeakMap<HTMLMediaElement, EventTarget & { state: string }>();
  window.castLog = { prompts: 0, castElement: null };
  Object.defineProperty(HTMLMediaElement.prototype, 'remote', {
    configurable: true,
    get(this: HTMLMediaElement) {
      let remote = remotes.get(this);
      if (!remote) {
        const fake = Object.assign(new EventTarget(), {
          state: 'disconnected',
          watchAvailability: async (callback: (available: boolean) => void) => {
            setTimeout(() => callback(true), 0);
            return 1;
          },
          cancelWatchAvailability: async () => {},
          prompt: async () => {
            const log = window.castLog as NonNullable<Window['castLog']>;
            log.prompts += 1;
            if (fake.state === 'connected') {
              fake.state = 'disconnected';
              fake.dispatchEvent(new Event('disconnect'));
              return;
            }
            fake.state = 'connecting';
            fake.dispatchEvent(new Event('connecting'));
            setTimeout(() => {
              fake.state = 'connected';
              log.castElement = this;
              fake.dispatchEvent(new Event('connect'));
            }, 300);
          },
        });
        remote = fake;
        remotes.set(this, remote);
      }
      return remote;
    },
  });
}

/** Issue 27, item 7: play on another device through the browser's Remote Playback. */
describe('playing on another device', () => {
  let session: BrowserSession;
  let server: RunningServer;
  let page: Page;
  let player: PlayerBar;
  const castButton = (target: PlayerBar) => target.region().getByRole('button', { name: CAST_TEXT.button, exact: true });

  beforeAll(async () => {
    session = await openBrowserSession();
    ({ server, page } = session);
    await page.addInitScript(fakeRemotePlayback);
    player = new PlayerBar(page);
  });
  afterAll(async () => {
    await session?.close();
  });

  const startFirstChannel = (tab: Page, bar: PlayerBar) => new HomePage(tab, server.baseUrl).playFirstChannel(bar, 0.5);

  it('is hidden where the browser finds no device to play on (headless Chromium)', async () => {
    const plain = await launchBrowser();
    try {
      const tab = await plain.context.newPage();
      const bar = new PlayerBar(tab);
      await startFirstChannel(tab, bar);
      // The player's lazily loaded controls are here (the sleep timer is one of them)…
      await bar.expandIfCollapsed();
      await bar.region().getByRole('button', { name: SLEEP_TEXT.button }).waitFor();
      await tab.waitForTimeout(500);
      // …and the cast button is not.
      expect(await castButton(bar).count()).toBe(0);
      expect(await bar.region().getByRole('button', { name: CAST_TEXT.stop }).count()).toBe(0);
    } finally {
      await plain.close();
    }
  });

  it('shows where a device is offered, says where the music plays once connected, in every theme', async () => {
    await startFirstChannel(page, player);
    await player.closeLaunchPrompt();
    await castButton(player).click();
    await player.region().getByText(CAST_TEXT.connected).waitFor();
    expect(await page.evaluate(() => window.castLog?.prompts)).toBe(1);
    // The session is on the element playing the music.
    expect(await page.evaluate(() => window.castLog?.castElement?.dataset.testid)).toBe('player-audio');
    expect(await player.region().getByRole('button', { name: CAST_TEXT.stop }).count()).toBe(1);
    expect(await axeViolationsInEveryTheme(page)).toEqual([]);
  });

  it('keeps the controls working while casting, and keeps the session on its element from song to song', async () => {
    await player.button('Pause').click();
    await expect.poll(async () => (await player.audio()).paused).toBe(true);
    await player.button('Play').click();
    await player.waitForPlayback(0.3);
    await player.volume().fill('40');
    expect(await page.evaluate(() => window.castLog?.castElement?.volume)).toBeLessThan(0.6);

    // A channel change is a new song: it plays on the same element, so the device goes on playing it.
    await page.getByRole('link', { name: 'Most Popular', exact: true }).first().click();
    await page.waitForURL(/\/mostpopular\//);
    await new HomePage(page, server.baseUrl).channelTiles().nth(1).click();
    await player.waitForPlayback(0.5);
    expect(await page.evaluate(() => window.castLog?.castElement?.dataset.testid)).toBe('player-audio');
    expect(await page.evaluate(() => !window.castLog?.castElement?.paused)).toBe(true);
    await player.region().getByText(CAST_TEXT.connected).waitFor();
  });

  it('fits a phone, and stops casting from the same button', async () => {
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await player.expandIfCollapsed();
      const stop = player.region().getByRole('button', { name: CAST_TEXT.stop });
      await stop.waitFor();
      expect(await layoutProblems(page)).toEqual([]);
      await stop.click();
      await castButton(player).waitFor();
      expect(await player.region().getByText(CAST_TEXT.connected).count()).toBe(0);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
