import { FIVE_STAR_LIMITS, FIVE_STAR_PAGE_TEXT, PLAYER_TEXT, SONG_HISTORY_TEXT } from '@earshot/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPages } from '../pages/account';
import { HomePage } from '../pages/home';
import { PlayerBar } from '../pages/player';
import type { RunningServer } from '../support/server';
import { axeViolations } from '../support/axe';
import { type BrowserSession, openBrowserSession } from '../support/session';

/**
 * Rates songs the listener has not rated yet through the call the stars make (the page's own
 * cookies and CSRF header), one value per song: quicker than listening to each.
 */
async function rateThroughApi(page: Page, values: number[]): Promise<void> {
  const rated = await page.evaluate(async (stars) => {
    const csrf = document.cookie.match(/(?:^|; )csrftoken=([^;]+)/)?.[1] ?? '';
    const json = async (path: string) => (await fetch(path)).json();
    const already = new Set(((await json('/listener/ratings-history/')).tracks as { _id: { $oid: string } }[]).map((t) => t._id.$oid));
    const home = await json('/c/m/json/page/home/');
    const channels = (home.sections as { channels: { _id: { $oid: string } }[] }[]).flatMap((s) => s.channels);
    let done = 0;
    for (const channel of channels) {
      const { tracks } = await json(`/c/m/json/channel/${channel._id.$oid}/`);
      for (const track of tracks as { _id: { $oid: string } }[]) {
        if (done === stars.length) return done;
        if (already.has(track._id.$oid)) continue;
        already.add(track._id.$oid);
        const res = await fetch('/listener/rating/', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrftoken': csrf },
          body: new URLSearchParams({ t: track._id.$oid, v: String(stars[done]), w: '1', c: channel._id.$oid }),
        });
        if (!res.ok) throw new Error(`rating answered ${res.status}`);
        done++;
      }
    }
    return done;
  }, values);
  expect(rated).toBe(values.length);
}

describe('rating songs', () => {
  let session: BrowserSession;
  let server: RunningServer;
  let page: Page;
  let player: PlayerBar;
  let account: AccountPages;
  beforeAll(async () => {
    // No ad breaks: the stars are disabled during an ad.
    session = await openBrowserSession({ ADS_ENABLED: 'false' });
    ({ server, page } = session);
    player = new PlayerBar(page);
    account = new AccountPages(page, server.baseUrl);
    await account.signUp({ email: `rater.${process.pid}@example.com`, password: 'amber meadow lantern' });
    await account.toast('Sign up complete. Welcome!').waitFor();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('rates the playing song from the player and sees how many songs they have rated', async () => {
    const home = new HomePage(page, server.baseUrl);
    await home.open();
    await home.channelTiles().first().click();
    await player.waitForPlayback(0.5);
    const fourStars = player.button(PLAYER_TEXT.rateStar(4));
    // A station id can come first; its stars stay disabled until a song plays.
    await expect.poll(() => fourStars.isEnabled(), { timeout: 30_000 }).toBe(true);
    await fourStars.click();

    await account.toast('Rating Submitted').waitFor();
    await account.toast('You have now rated 1 song').waitFor();
    await player.region().getByText('You have rated 1 song', { exact: true }).waitFor();
    expect(await fourStars.getAttribute('aria-pressed')).toBe('true');
  });

  it('finds the song they skipped in My Song History', async () => {
    const title = await player.region().locator('.now-playing__title').textContent();
    await player.button(PLAYER_TEXT.skip).click();
    await account.openAccountMenu();
    await page.getByRole('link', { name: 'View Song History' }).click();
    await page.getByRole('heading', { level: 1, name: SONG_HISTORY_TEXT.historyTitle }).waitFor();
    await page.getByRole('main').getByText(title ?? '', { exact: true }).first().waitFor();
  });

  it('lists the ratings by date, and from 5 stars down to 1 when sorted by rating', async () => {
    await rateThroughApi(page, [5, 3, 5, 1, 3]);
    await page.goto(`${server.baseUrl}/ratings-history/`);
    await page.getByRole('heading', { level: 1, name: SONG_HISTORY_TEXT.ratingsTitle }).waitFor();
    const main = page.getByRole('main');
    const rows = main.getByRole('listitem');
    await expect.poll(() => main.getByText(/^Rated \d stars?$/).count()).toBe(6);
    expect(await main.getByRole('heading', { level: 2 }).count()).toBe(0);

    await main.getByRole('button', { name: SONG_HISTORY_TEXT.sortByRating, exact: true }).click();
    const groups = main.getByRole('heading', { level: 2 });
    expect(await groups.allTextContents()).toEqual(['5 stars', '4 stars', '3 stars', '1 star']);
    expect(await main.getByRole('region', { name: '5 stars' }).getByRole('listitem').count()).toBe(2);
    expect(await rows.count()).toBe(6);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('keeps Five-Star Radio locked below 20 ratings, unlocks it at 20, and plays only 4- and 5-star songs', async () => {
    await page.goto(`${server.baseUrl}/5star`);
    await page.waitForURL(`${server.baseUrl}/five-star/`);
    const play = page.getByRole('button', { name: FIVE_STAR_PAGE_TEXT.play });
    await page.getByText(FIVE_STAR_PAGE_TEXT.locked(6), { exact: false }).waitFor();
    expect(await play.isDisabled()).toBe(true);

    await rateThroughApi(page, Array(FIVE_STAR_LIMITS.unlockRatedSongs - 6).fill(5));
    const liked = await page.evaluate(async () => {
      const { tracks } = await (await fetch('/listener/ratings-history/')).json();
      return (tracks as { _id: { $oid: string }; rating: number }[]).filter((t) => t.rating >= 4).map((t) => t._id.$oid);
    });
    await page.reload();
    await page.getByText(PLAYER_TEXT.ratedSongs(FIVE_STAR_LIMITS.unlockRatedSongs), { exact: true }).waitFor();
    await expect.poll(() => play.isEnabled()).toBe(true);

    const playlist = page.waitForResponse((r) => /\/c\/m\/json\/playlist\/4605\//.test(new URL(r.url()).pathname));
    await play.click();
    const response = await playlist;
    const header = await response.headerValue('x-earshot-playlist');
    const body = header ? JSON.parse(Buffer.from(header, 'base64url').toString('utf8')) : await response.json();
    const songs = (body.items as { type: string; _id: { $oid: string } }[]).filter((i) => i.type === 'song');
    expect(songs.length).toBeGreaterThan(0);
    for (const song of songs) expect(liked).toContain(song._id.$oid);
    await player.region().getByRole('link', { name: FIVE_STAR_PAGE_TEXT.channelName, exact: true }).waitFor();
    await player.waitForPlayback(0.5);
  });
});
