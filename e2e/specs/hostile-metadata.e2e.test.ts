import { PLAYER_TEXT, SONG_HISTORY_TEXT } from '@earshot/contract';
import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPages } from '../pages/account';
import { PlayerBar } from '../pages/player';
import type { RunningServer } from '../support/server';
import { type BrowserSession, openBrowserSession } from '../support/session';
import { type TaggedCatalog, taggedCatalog } from '../support/taggedCatalog';

/** Markup where names belong, each with a handler that would leave its mark if it ran. */
const hostile = (field: string) => `<img src=x onerror="window.__pwned='${field}'">`;

const SONG = { title: hostile('title'), artist: hostile('artist'), album: hostile('album'), year: 2020, genre: 'Rock', seconds: 120 };
const CHANNEL = hostile('channel');

const CURATION = {
  channels: [{ key: 'tagged-by-anyone', name: CHANNEL, rules: { artists: [SONG.artist] } }],
  featured: [{ param: 'tagged-by-anyone', name: 'Tagged by anyone', channels: ['tagged-by-anyone'] }],
};

/**
 * Song, artist, album and channel names come from whoever tagged a file or named a channel. The
 * browser draws them (the player bar, the song lists) as text: a listener sees the markup spelled
 * out, and no element or handler of it exists.
 */
describe('names with markup in them, drawn in the browser', () => {
  let catalog: TaggedCatalog;
  let session: BrowserSession;
  let server: RunningServer;
  let page: Page;
  beforeAll(async () => {
    catalog = await taggedCatalog([SONG], CURATION);
    // No ad breaks: the song is what plays, and the stars stay enabled.
    session = await openBrowserSession({ ...catalog.env, ADS_ENABLED: 'false' });
    ({ server, page } = session);
    const account = new AccountPages(page, server.baseUrl);
    await account.signUp({ email: `tagged-${Date.now()}@example.com`, password: 'copper willow harbor' });
    await account.accountButton().waitFor();
  });
  afterAll(async () => {
    await session?.close();
    catalog?.cleanup();
  });

  /** Nothing of the names' markup became an element, and none of its handlers ran. */
  async function expectNoMarkupRan(): Promise<void> {
    expect(await page.locator('img[src="x"]').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  }

  /** A song row of a loaded list (placeholder rows have no date). */
  const loadedRow = (list: Locator) => list.getByRole('listitem').filter({ has: page.locator('time') }).first();

  async function expectSongShown(scope: Locator): Promise<void> {
    await scope.getByText(SONG.title, { exact: true }).first().waitFor();
    await scope.getByText(SONG.artist, { exact: true }).first().waitFor();
    await scope.getByText(`${SONG.album} · ${SONG.year}`, { exact: true }).first().waitFor();
  }

  it('the player bar shows the song, artist, album and channel names as they were written', async () => {
    await page.goto(`${server.baseUrl}/featured/tagged-by-anyone/`);
    await page.getByRole('button', { name: `Play ${CHANNEL}`, exact: true }).click();
    const player = new PlayerBar(page);
    await player.waitForPlayback(0.5);
    const fiveStars = player.button(PLAYER_TEXT.rateStar(5));
    // A station id can come first; the stars are enabled once the song plays.
    await expect.poll(() => fiveStars.isEnabled(), { timeout: 30_000 }).toBe(true);
    await expectNoMarkupRan();
    await player.region().getByRole('link', { name: CHANNEL, exact: true }).waitFor();
    await expectSongShown(player.region());

    await fiveStars.click();
    await expect.poll(() => fiveStars.getAttribute('aria-pressed')).toBe('true');
  });

  it('My Song History shows them as text', async () => {
    await page.goto(`${server.baseUrl}/track-history/`);
    await page.getByRole('heading', { level: 1, name: SONG_HISTORY_TEXT.historyTitle }).waitFor();
    const main = page.getByRole('main');
    await loadedRow(main).waitFor();
    await expectNoMarkupRan();
    await expectSongShown(main);
    await main.getByText(SONG_HISTORY_TEXT.playedOn(CHANNEL), { exact: true }).first().waitFor();
  });

  it('My Song Ratings shows them as text', async () => {
    await page.goto(`${server.baseUrl}/ratings-history/`);
    await page.getByRole('heading', { level: 1, name: SONG_HISTORY_TEXT.ratingsTitle }).waitFor();
    const main = page.getByRole('main');
    await loadedRow(main).waitFor();
    await expectNoMarkupRan();
    await expectSongShown(main);
  });
});
