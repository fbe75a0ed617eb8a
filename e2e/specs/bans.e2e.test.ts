import { BAN_DIALOG_TEXT, CHANNEL_EDIT_TEXT, PLAYER_TEXT } from '@earshot/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPages } from '../pages/account';
import { HomePage } from '../pages/home';
import { PlayerBar } from '../pages/player';
import { type BrowserSession, openBrowserSession } from '../support/session';

const account = { email: `bans.${process.pid}@example.com`, password: 'correct horse battery' };

/** The artist ids of the next `count` items the listener's playlist of `channelId` serves, asked from the page (its cookies). */
function nextArtists(page: Page, channelId: string, count: number): Promise<string[]> {
  return page.evaluate(
    async ({ channelId, count }) => {
      const artists: string[] = [];
      while (artists.length < count) {
        const res = await fetch(`/c/m/json/playlist/${channelId}/`);
        if (!res.ok) throw new Error(`playlist answered ${res.status}`);
        const { items } = (await res.json()) as { items: { artist_id: string }[] };
        if (items.length === 0) throw new Error('empty playlist');
        artists.push(...items.map((i) => i.artist_id));
      }
      return artists.slice(0, count);
    },
    { channelId, count },
  );
}

describe('banning', () => {
  let session: BrowserSession;
  let page: Page;
  let player: PlayerBar;
  beforeAll(async () => {
    session = await openBrowserSession();
    page = session.page;
    player = new PlayerBar(page);
  });
  afterAll(async () => {
    await session?.close();
  });

  it("bans the playing song's artist from a channel, who is then never played there", async () => {
    const accounts = new AccountPages(page, session.server.baseUrl);
    await accounts.signUp(account);
    await page.getByText('Sign up complete. Welcome!').waitFor();
    const home = new HomePage(page, session.server.baseUrl);
    await home.open();
    const tile = home.channelTiles().first();
    const channelName = ((await tile.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
    await tile.click();
    await player.waitForPlayback(0.5);
    const channelLink = player.region().getByRole('link', { name: PLAYER_TEXT.channelInfo(channelName) });
    const curatedId = ((await channelLink.getAttribute('href')) ?? '').split('/')[2];

    await player.button(PLAYER_TEXT.ban).click();
    const dialog = accounts.dialog(BAN_DIALOG_TEXT.title);
    const banArtist = dialog.getByRole('button', { name: new RegExp(`^${BAN_DIALOG_TEXT.banArtist} `) });
    const artistName = ((await banArtist.textContent()) ?? '').slice(BAN_DIALOG_TEXT.banArtist.length).trim();
    expect(artistName).not.toBe('');
    await banArtist.click();
    await accounts.toast(CHANNEL_EDIT_TEXT.banned(artistName)).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The playlist reloaded on the listener's own copy of the channel: the player's channel link follows it
    // (it has no address while the reload loads or a station id plays).
    const linkedId = async () => (await channelLink.getAttribute('href'))?.split('/')[2];
    await expect.poll(async () => { const id = await linkedId(); return id !== undefined && id !== curatedId; }).toBe(true);
    const copyId = (await linkedId()) ?? '';
    const details = await page.evaluate(async (id) => (await fetch(`/c/m/json/channel/${id}/?details=true`)).json(), copyId);
    expect(details.removed_artists).toEqual([{ _id: { $oid: expect.any(String) }, artistdisplay: artistName }]);
    const bannedId = details.removed_artists[0]._id.$oid as string;

    const artists = await nextArtists(page, curatedId, 50);
    expect(artists).toHaveLength(50);
    expect(artists.filter((id) => id === bannedId)).toEqual([]);
  });
});
