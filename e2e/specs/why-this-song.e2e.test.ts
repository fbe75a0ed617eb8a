import { CHANNEL_ENDPOINTS, PLAYER_TEXT, WHY_TEXT, endpointUrl } from '@earshot/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPages } from '../pages/account';
import { HomePage } from '../pages/home';
import { PlayerBar } from '../pages/player';
import { axeViolations } from '../support/axe';
import { layoutProblems } from '../support/layout';
import type { RunningServer } from '../support/server';
import { type BrowserSession, openBrowserSession } from '../support/session';
import { axeViolationsInEveryTheme } from '../support/themes';

/** A POST through the page's own cookies and CSRF header, as the app's controls send it. */
async function postForm(page: Page, path: string, form: Record<string, string>): Promise<void> {
  const status = await page.evaluate(
    async ({ path, form }) => {
      const csrf = document.cookie.match(/(?:^|; )csrftoken=([^;]+)/)?.[1] ?? '';
      const res = await fetch(path, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrftoken': csrf },
        body: new URLSearchParams(form),
      });
      return res.status;
    },
    { path, form },
  );
  expect(status).toBe(200);
}

/** The songs of a channel, by the channel call the channel page makes. */
function songIdsOf(page: Page, channelId: string): Promise<string[]> {
  return page.evaluate(async (id) => {
    const { tracks } = await (await fetch(`/c/m/json/channel/${id}/`)).json();
    return (tracks as { _id: { $oid: string } }[]).map((t) => t._id.$oid);
  }, channelId);
}

describe('why this song', () => {
  let session: BrowserSession;
  let server: RunningServer;
  let page: Page;
  let player: PlayerBar;
  let home: HomePage;
  const channels: { id: string; name: string }[] = [];

  const whyButton = () => player.button(WHY_TEXT.button);
  /** The reason's lines, once the player is on a song (station ids have none to give). */
  async function openWhy(): Promise<string[]> {
    await expect.poll(() => whyButton().isEnabled(), { timeout: 30_000 }).toBe(true);
    if ((await whyButton().getAttribute('aria-expanded')) !== 'true') {
      await whyButton().focus();
      await page.keyboard.press('Enter');
    }
    const id = (await whyButton().getAttribute('aria-controls')) ?? '';
    return page.locator(`[id="${id}"] p`).allTextContents();
  }
  /** Skips song by song until the reason shown passes `wanted`, and returns its lines. */
  async function skipUntil(wanted: (lines: string[]) => boolean): Promise<string[]> {
    for (let i = 0; i < 15; i++) {
      const lines = await openWhy();
      if (wanted(lines)) return lines;
      await expect.poll(() => player.button(PLAYER_TEXT.skip).isEnabled(), { timeout: 30_000 }).toBe(true);
      await player.button(PLAYER_TEXT.skip).click();
    }
    throw new Error('no song gave the reason wanted');
  }

  beforeAll(async () => {
    // No ad breaks: an ad has no reason to give, and the tests look at songs.
    session = await openBrowserSession({ ADS_ENABLED: 'false' });
    ({ server, page } = session);
    player = new PlayerBar(page);
    home = new HomePage(page, server.baseUrl);
    const account = new AccountPages(page, server.baseUrl);
    await account.signUp({ email: `why.${process.pid}@example.com`, password: 'amber meadow lantern' });
    await account.toast('Sign up complete. Welcome!').waitFor();
    await home.open();
    for (const tile of (await home.channelTiles().all()).slice(0, 2)) {
      const name = ((await tile.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
      channels.push({ name, id: '' });
    }
  });
  afterAll(async () => {
    await session?.close();
  });

  it('says the curators picked the song for the channel, opened and closed from the keyboard, in every theme', async () => {
    await home.channelTiles().first().click();
    await player.waitForPlayback(0.5);
    const channel = channels[0];
    channel.id = ((await player.region().getByRole('link', { name: PLAYER_TEXT.channelInfo(channel.name) }).getAttribute('href')) ?? '').split('/')[2];

    // From the info icon, the next stop of the keyboard is the "Why this song?" button.
    await expect.poll(() => whyButton().isEnabled(), { timeout: 30_000 }).toBe(true);
    await player.region().getByRole('link', { name: PLAYER_TEXT.channelInfo(channel.name) }).focus();
    await page.keyboard.press('Tab');
    expect(await whyButton().evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Enter');
    expect(await whyButton().getAttribute('aria-expanded')).toBe('true');
    const reason = page.getByText(WHY_TEXT.curated(channel.name), { exact: true });
    await reason.waitFor();

    expect(await axeViolationsInEveryTheme(page)).toEqual([]);
    expect(await layoutProblems(page)).toEqual([]);

    await page.keyboard.press('Escape');
    await reason.waitFor({ state: 'hidden' });
    expect(await whyButton().getAttribute('aria-expanded')).toBe('false');
    expect(await whyButton().evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it('says the listener rated the song once their ratings raised it', async () => {
    const songs = await songIdsOf(page, channels[0].id);
    for (const id of songs) await postForm(page, '/listener/rating/', { t: id, v: '5', w: '1', c: channels[0].id });
    // The songs already planned keep the reason they were planned with; the next ones are rated.
    const lines = await skipUntil((l) => l[0] === WHY_TEXT.rated(5));
    expect(lines).toEqual([WHY_TEXT.rated(5)]);
  });

  it('names the channel of a blend each song came from, at 390 px too', async () => {
    const [a, b] = channels;
    b.id = await page.evaluate(async (name) => {
      const home = await (await fetch('/c/m/json/page/home/')).json();
      const all = (home.sections as { channels: { _id: { $oid: string }; name: string }[] }[]).flatMap((s) => s.channels);
      return all.find((c) => c.name === name)?._id.$oid ?? '';
    }, b.name);
    // Rated like the first channel's songs, the second's are as likely to be drawn: an unrated one
    // would come up one draw in four, too seldom for a bounded number of skips to meet it surely.
    for (const id of await songIdsOf(page, b.id)) await postForm(page, '/listener/rating/', { t: id, v: '5', w: '1', c: b.id });
    await postForm(page, endpointUrl(CHANNEL_ENDPOINTS.blend, { params: { id: a.id } }), { o: b.id, uc: '0' });
    // The blend is the listener's own copy of the first channel: starting that channel plays it.
    await home.open();
    await page.waitForLoadState('networkidle');
    await home.channelTiles().first().click();
    await player.waitForPlayback(0.5);

    const fromA = (l: string[]) => l[0] === WHY_TEXT.rated(5) && l[1] === WHY_TEXT.fromBlend(a.name);
    const fromB = (l: string[]) => l[0] === WHY_TEXT.rated(5) && l[1] === WHY_TEXT.fromBlend(b.name);
    expect(fromA(await skipUntil(fromA))).toBe(true);
    expect(fromB(await skipUntil(fromB))).toBe(true);

    await page.setViewportSize({ width: 390, height: 844 });
    try {
      await page.mouse.click(5, 5);
      await player.expandIfCollapsed();
      const lines = await openWhy();
      expect(fromA(lines) || fromB(lines)).toBe(true);
      const id = (await whyButton().getAttribute('aria-controls')) ?? '';
      const box = await page.locator(`[id="${id}"]`).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390 && box.y >= 0).toBe(true);
      expect(await layoutProblems(page)).toEqual([]);
      expect(await axeViolations(page)).toEqual([]);
      await page.keyboard.press('Escape');
      await page.locator(`[id="${id}"]`).waitFor({ state: 'detached' });
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
