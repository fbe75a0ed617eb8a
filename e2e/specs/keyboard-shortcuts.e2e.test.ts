import { LOG_IN_PROMPTS, PLAYER_LIMITS, PLAYER_TEXT, SHORTCUT_TEXT, UI_TEXT } from '@earshot/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPages } from '../pages/account';
import { HomePage } from '../pages/home';
import { PlayerBar } from '../pages/player';
import { layoutProblems } from '../support/layout';
import type { RunningServer } from '../support/server';
import { type BrowserSession, openBrowserSession } from '../support/session';
import { axeViolationsInEveryTheme } from '../support/themes';

const account = { email: `keys.${process.pid}@example.com`, password: 'correct horse battery' };

/** Issue 27, item 6: the player's keys beyond the space bar. */
describe('keyboard shortcuts', () => {
  let session: BrowserSession;
  let server: RunningServer;
  let page: Page;
  let player: PlayerBar;
  const shortcutsDialog = () => page.getByRole('dialog', { name: SHORTCUT_TEXT.title });
  const slider = () => player.volume();

  beforeAll(async () => {
    session = await openBrowserSession();
    ({ server, page } = session);
    player = new PlayerBar(page);
  });
  afterAll(async () => {
    await session?.close();
  });

  const startFirstChannel = () => new HomePage(page, server.baseUrl).playFirstChannel(player, 0.5);

  /** Keys go to the page, not to the tile or button the last click left focused. */
  const focusPage = () => page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());

  it('opens the list of shortcuts with ?, which Escape closes, in every theme', async () => {
    await startFirstChannel();
    await player.closeLaunchPrompt();
    await focusPage();
    await page.keyboard.press('Shift+Slash');
    const dialog = shortcutsDialog();
    await dialog.waitFor();
    for (const label of [SHORTCUT_TEXT.playPause, SHORTCUT_TEXT.next, SHORTCUT_TEXT.volumeUp, SHORTCUT_TEXT.mute, SHORTCUT_TEXT.rate]) {
      await dialog.getByText(label, { exact: true }).waitFor();
    }
    // The focus is inside the dialog, and stays there.
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    expect(await axeViolationsInEveryTheme(page)).toEqual([]);

    // No shortcut works behind a dialog.
    await page.keyboard.press('m');
    expect(await slider().getAttribute('aria-valuetext')).not.toBe(SHORTCUT_TEXT.muted);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('mutes and unmutes with m, and moves the volume with + and -, saying so each time', async () => {
    await focusPage();
    const before = Number(await slider().inputValue());
    await page.keyboard.press('m');
    await expect.poll(async () => (await player.audio()).volume).toBe(0);
    expect(await slider().getAttribute('aria-valuetext')).toBe(SHORTCUT_TEXT.muted);
    await page.getByText(SHORTCUT_TEXT.muted, { exact: true }).waitFor();
    await page.keyboard.press('m');
    await expect.poll(async () => (await player.audio()).volume).toBeGreaterThan(0);
    // The slider shows what the player did once the page has rendered it: a moment after the audio.
    const sliderValue = async () => Number(await slider().inputValue());
    await expect.poll(sliderValue).toBe(before);

    await page.keyboard.press('Minus');
    await page.keyboard.press('Minus');
    const lower = before - 2 * PLAYER_LIMITS.volumeStep;
    await expect.poll(sliderValue).toBe(lower);
    await page.getByText(SHORTCUT_TEXT.volume(lower), { exact: true }).waitFor();
    // One toast for the volume, replaced at each press rather than stacked.
    expect(await page.getByText(/^Volume \d+%$/).count()).toBe(1);
    await page.keyboard.press('Shift+Equal');
    await expect.poll(sliderValue).toBe(lower + PLAYER_LIMITS.volumeStep);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('volume'))).toBe(String(lower + PLAYER_LIMITS.volumeStep));
  });

  it('asks an anonymous listener to log in for n and for a rating, as Skip and the stars do', async () => {
    const before = await player.audio();
    await focusPage();
    await page.keyboard.press('n');
    const dialog = page.getByRole('dialog');
    await dialog.getByText(LOG_IN_PROMPTS.skip).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect((await player.waitForPlayback(0.3)).src).toBe(before.src);

    await focusPage();
    await page.keyboard.press('4');
    await dialog.getByText(LOG_IN_PROMPTS.rate).waitFor();
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('does nothing while the listener types in the search box', async () => {
    const volume = await slider().inputValue();
    const search = page.getByRole('banner').getByPlaceholder(UI_TEXT.searchPlaceholder);
    await search.click();
    await page.keyboard.type('n m 4 ? + -');
    expect(await search.inputValue()).toBe('n m 4 ? + -');
    expect(await slider().inputValue()).toBe(volume);
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await player.audio()).volume).toBeGreaterThan(0);
    await search.fill('');
  });

  it('works the same on a phone, where the player is collapsed', async () => {
    try {
      await page.setViewportSize({ width: 390, height: 844 });
      await focusPage();
      await page.keyboard.press('m');
      await expect.poll(async () => (await player.audio()).volume).toBe(0);
      await page.keyboard.press('m');
      await page.keyboard.press('Shift+Slash');
      await shortcutsDialog().waitFor();
      expect(await layoutProblems(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await shortcutsDialog().waitFor({ state: 'detached' });
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });

  it('skips with n and rates with 1–5 for a logged-in listener', async () => {
    const accounts = new AccountPages(page, server.baseUrl);
    await accounts.signUp(account);
    await page.getByText('Sign up complete. Welcome!').waitFor();
    await startFirstChannel();
    const before = await player.audio();
    await focusPage();
    await page.keyboard.press('n');
    await expect.poll(async () => (await player.audio()).src).not.toBe(before.src);
    await player.waitForPlayback(0.3);

    await focusPage();
    await page.keyboard.press('4');
    await page.getByText(PLAYER_TEXT.ratingSubmittedTitle).waitFor();
    await player.expandIfCollapsed();
    expect(await player.button(PLAYER_TEXT.rateStar(4)).getAttribute('aria-pressed')).toBe('true');
  });
});
