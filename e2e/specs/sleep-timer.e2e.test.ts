import { SLEEP_TEXT } from '@earshot/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HomePage } from '../pages/home';
import { PlayerBar } from '../pages/player';
import { layoutProblems } from '../support/layout';
import type { RunningServer } from '../support/server';
import { type BrowserSession, openBrowserSession } from '../support/session';
import { axeViolationsInEveryTheme } from '../support/themes';

/** Issue 27, item 3. The page's clock is Playwright's, so fifteen minutes pass in a moment. */
describe('the sleep timer', () => {
  let session: BrowserSession;
  let server: RunningServer;
  let page: Page;
  let player: PlayerBar;
  const sleepButton = () => player.region().getByRole('button', { name: new RegExp(`^${SLEEP_TEXT.button}`) });
  const choices = () => player.region().getByRole('group', { name: SLEEP_TEXT.button });

  beforeAll(async () => {
    session = await openBrowserSession();
    ({ server, page } = session);
    player = new PlayerBar(page);
    // Time flows as usual until a test jumps it forward.
    await page.clock.install();
  });
  afterAll(async () => {
    await session?.close();
  });

  const startFirstChannel = () => new HomePage(page, server.baseUrl).playFirstChannel(player, 0.5);

  async function choose(label: string): Promise<void> {
    await player.expandIfCollapsed();
    await sleepButton().click();
    await choices().getByRole('button', { name: label, exact: true }).click();
    await choices().waitFor({ state: 'hidden' });
  }

  /** The time left the button says, in seconds. */
  async function secondsLeft(): Promise<number> {
    const label = (await sleepButton().getAttribute('aria-label')) ?? '';
    const match = /(\d+):(\d\d)$/.exec(label);
    if (!match) throw new Error(`no time left in "${label}"`);
    return Number(match[1]) * 60 + Number(match[2]);
  }

  it('offers 15 to 90 minutes and the end of the song, from the keyboard, in every theme', async () => {
    await startFirstChannel();
    await player.closeLaunchPrompt();
    await sleepButton().focus();
    await page.keyboard.press('Enter');
    await choices().waitFor();
    const labels = await choices().getByRole('button').allTextContents();
    expect(labels).toEqual([15, 30, 45, 60, 90].map(SLEEP_TEXT.minutes).concat(SLEEP_TEXT.endOfSong));
    // The first choice has the focus; Escape closes the list and gives the focus back.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(SLEEP_TEXT.minutes(15));
    expect(await axeViolationsInEveryTheme(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await choices().waitFor({ state: 'hidden' });
    expect(await sleepButton().evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it('shows the time left in the player, across navigation and a reload in the same tab', async () => {
    await choose(SLEEP_TEXT.minutes(30));
    expect(await secondsLeft()).toBeGreaterThan(29 * 60);
    await player.region().getByText(/^(30:00|29:\d\d)$/).waitFor();

    await page.getByRole('link', { name: 'Most Popular', exact: true }).first().click();
    await page.waitForURL(/\/mostpopular\//);
    expect(await secondsLeft()).toBeGreaterThan(29 * 60);
    await player.waitForPlayback(0.3);

    await page.reload();
    await startFirstChannel();
    expect(await secondsLeft()).toBeGreaterThan(29 * 60);
    expect(await secondsLeft()).toBeLessThanOrEqual(30 * 60);
  });

  it('is turned off by pausing and pressing play again', async () => {
    await player.expandIfCollapsed();
    await player.button('Pause').click();
    await player.button('Play').click();
    await player.waitForPlayback(0.3);
    expect(await sleepButton().getAttribute('aria-label')).toBe(SLEEP_TEXT.button);
  });

  it('fades out over the last seconds, stops the music, and leaves the volume as it was for the next play', async () => {
    await choose(SLEEP_TEXT.minutes(15));
    const full = (await player.audio()).volume;
    await page.clock.fastForward('14:55');
    await expect.poll(async () => (await player.audio()).volume).toBeLessThan(full * 0.6);
    expect((await player.audio()).paused).toBe(false);

    await page.clock.fastForward('00:06');
    await expect.poll(async () => (await player.audio()).paused).toBe(true);
    await page.getByText(SLEEP_TEXT.stopped).waitFor();
    expect(await sleepButton().getAttribute('aria-label')).toBe(SLEEP_TEXT.button);
    expect((await player.audio()).volume).toBeCloseTo(full, 5);

    await player.button('Play').click();
    const after = await player.waitForPlayback(0.5);
    expect(after.volume).toBeCloseTo(full, 5);
  });

  it('stops at the end of the song when asked, counting down what is left of it', async () => {
    await choose(SLEEP_TEXT.endOfSong);
    const { currentTime } = await player.audio();
    const progress = (await player.region().locator('.progress__label').textContent()) ?? '';
    const [, total] = progress.split(' / ');
    const [minutes, seconds] = total.split(':').map(Number);
    const left = await secondsLeft();
    expect(Math.abs(left - (minutes * 60 + seconds - currentTime))).toBeLessThan(3);
  });

  it('fits a phone, the time left showing in the collapsed bar, its choices inside the screen', async () => {
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      const collapse = player.region().getByRole('button', { name: 'Hide player details' });
      if (await collapse.isVisible()) await collapse.click();
      await sleepButton().waitFor();
      expect(await sleepButton().isVisible()).toBe(true);
      // The page lays its tiles out again for the narrower screen a moment after the resize.
      await expect.poll(() => layoutProblems(page)).toEqual([]);
      await player.expandIfCollapsed();
      await sleepButton().click();
      await choices().waitFor();
      const box = await choices().boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      expect(await layoutProblems(page)).toEqual([]);
      expect(await axeViolationsInEveryTheme(page)).toEqual([]);
      await page.keyboard.press('Escape');
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
