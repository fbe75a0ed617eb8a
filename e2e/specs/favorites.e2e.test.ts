import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPages } from '../pages/account';
import { HomePage } from '../pages/home';
import { MyChannelsPages } from '../pages/myChannels';
import { axeViolations } from '../support/axe';
import { type BrowserSession, openBrowserSession } from '../support/session';

describe("a listener's favorites and channel history", () => {
  let session: BrowserSession;
  let page: Page;
  let account: AccountPages;
  let home: HomePage;
  let mine: MyChannelsPages;
  /** Two channels of the home page: one to favorite, one to play. */
  let [favorite, played] = ['', ''];

  beforeAll(async () => {
    session = await openBrowserSession();
    page = session.page;
    const { baseUrl } = session.server;
    [account, home, mine] = [new AccountPages(page, baseUrl), new HomePage(page, baseUrl), new MyChannelsPages(page, baseUrl)];
    await account.signUp({ email: `favorites-${Date.now()}@example.com`, password: 'amber orchard compass' });
    await account.toast('Sign up complete. Welcome!').waitFor();
    await home.open();
    const names = await home.channelTiles().evaluateAll((tiles) => tiles.map((t) => t.getAttribute('aria-label')?.replace(/^Play /, '') ?? ''));
    [favorite, played] = [...new Set(names)];
  });
  afterAll(async () => {
    await session?.close();
  });

  it('favorites a channel from its tile, finds it on home and in My Favorites, and unfavorites it', async () => {
    await mine.heart(favorite).click();
    await account.toast('Favorite added.').waitFor();
    await expect.poll(() => mine.heart(favorite).getAttribute('aria-pressed')).toBe('true');

    await home.open();
    const row = mine.row('My Favorites');
    await row.getByRole('button', { name: `Play ${favorite}` }).waitFor();
    await mine.waitForInteractive();
    expect(await axeViolations(page)).toEqual([]);
    await mine.heart(favorite, row).click();
    await account.toast('Favorite removed.').waitFor();
    await row.waitFor({ state: 'detached' });
    expect(await mine.heart(favorite).getAttribute('aria-pressed')).toBe('false');

    await mine.heart(favorite).click();
    await expect.poll(() => mine.heart(favorite).getAttribute('aria-pressed')).toBe('true');
    await mine.open('favorites');
    await mine.playTile(favorite).waitFor();
  });

  it('removes a favorite in edit mode on My Channels', async () => {
    await mine.edit();
    await mine.removeTile(favorite, 'favorites').click();
    await account.toast('Favorite removed.').waitFor();
    await page.getByText('No favorites yet. Press the heart on any channel to keep it here.').waitFor();
  });

  it('keeps the channels played in My History and removes one in edit mode', async () => {
    await home.open();
    await mine.waitForInteractive();
    await mine.playTile(played).first().click();
    await page.getByRole('button', { name: `${played}, now playing` }).first().waitFor();
    await home.open();
    await mine.row('Last Heard').getByRole('button', { name: `Play ${played}` }).waitFor();

    await mine.open('history');
    await mine.playTile(played).waitFor();
    await page.getByRole('link', { name: 'View Your Song History' }).waitFor();
    await page.getByRole('heading', { level: 2, name: 'You may also like:' }).waitFor();
    await mine.edit();
    expect(await axeViolations(page)).toEqual([]);
    await mine.removeTile(played, 'history').click();
    await account.toast('Channel removed from history').waitFor();
    await page.getByText('No channels yet. The channels you play will show up here.').waitFor();
  });
});
