import { BAN_DIALOG_TEXT, CHANNEL_EDIT_TEXT, CHANNEL_PAGE_TEXT, CHANNEL_SETTINGS_TEXT, PLAYER_TEXT, RENAME_TEXT, pageTitle } from '@earshot/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPages } from '../pages/account';
import { ChannelSettingsPage } from '../pages/channelSettings';
import { HomePage } from '../pages/home';
import { PlayerBar } from '../pages/player';
import { axeViolations } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { type BrowserSession, openBrowserSession } from '../support/session';

const account = { email: `settings.${process.pid}@example.com`, password: 'quiet river lantern' };

/** Blends `otherId` into `channelId` through the call the Blend button makes (the page's cookies and CSRF header). */
function blendThroughApi(page: Page, channelId: string, otherId: string): Promise<string> {
  return page.evaluate(
    async ({ channelId, otherId }) => {
      const csrf = document.cookie.match(/(?:^|; )csrftoken=([^;]+)/)?.[1] ?? '';
      const res = await fetch(`/c/m/json/channel/${channelId}/add_channel/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrftoken': csrf },
        body: new URLSearchParams({ o: otherId, uc: '0' }),
      });
      if (!res.ok) throw new Error(`add_channel answered ${res.status}`);
      return ((await res.json()) as { status: string }).status;
    },
    { channelId, otherId },
  );
}

/** A catalog channel from the home page other than `notId`: its id and name. */
function anotherChannel(page: Page, notId: string): Promise<{ id: string; name: string }> {
  return page.evaluate(async (notId) => {
    const home = (await (await fetch('/c/m/json/page/home/')).json()) as { sections: { channels: { _id: { $oid: string }; name: string }[] }[] };
    const channel = home.sections.flatMap((s) => s.channels).find((c) => c._id.$oid !== notId);
    if (!channel) throw new Error('no other channel on the home page');
    return { id: channel._id.$oid, name: channel.name };
  }, notId);
}

const hrefId = async (link: ReturnType<Page['getByRole']>) => ((await link.getAttribute('href')) ?? '').split('/')[2];

describe('the channel settings page', () => {
  let session: BrowserSession;
  let page: Page;
  let accounts: AccountPages;
  let player: PlayerBar;
  let settings: ChannelSettingsPage;
  let channelName: string;
  let curatedId: string;
  let copyId: string;
  beforeAll(async () => {
    session = await openBrowserSession();
    page = session.page;
    accounts = new AccountPages(page, session.server.baseUrl);
    player = new PlayerBar(page);
    settings = new ChannelSettingsPage(page, session.server.baseUrl);
    await accounts.signUp(account);
    await accounts.toast('Sign up complete. Welcome!').waitFor();
  });
  afterAll(async () => {
    await session?.close();
  });

  it('lists an artist banned from the player, who can be added back from the keyboard', async () => {
    const home = new HomePage(page, session.server.baseUrl);
    await home.open();
    const tile = home.channelTiles().first();
    channelName = ((await tile.getAttribute('aria-label')) ?? '').replace(/^Play /, '');
    await tile.click();
    await player.waitForPlayback(0.5);
    const channelLink = player.region().getByRole('link', { name: PLAYER_TEXT.channelInfo(channelName) });
    curatedId = await hrefId(channelLink);

    await player.button(PLAYER_TEXT.ban).click();
    const banArtist = accounts.dialog(BAN_DIALOG_TEXT.title).getByRole('button', { name: new RegExp(`^${BAN_DIALOG_TEXT.banArtist} `) });
    const artistName = ((await banArtist.textContent()) ?? '').slice(BAN_DIALOG_TEXT.banArtist.length).trim();
    await banArtist.click();
    await accounts.toast(CHANNEL_EDIT_TEXT.banned(artistName)).waitFor();
    // The playlist reloads on the listener's own copy of the channel: the player's link follows it
    // (it has no address while the reload loads or a station id plays).
    await expect.poll(async () => { const id = await hrefId(channelLink); return id !== undefined && id !== curatedId; }).toBe(true);
    copyId = await hrefId(channelLink);

    await channelLink.click();
    await settings.waitForLoaded();
    expect(page.url()).toBe(`${session.server.baseUrl}/player/${copyId}/`);
    expect(await settings.heading().textContent()).toBe(channelName);
    expect(await settings.includedNames()).toEqual([channelName]);
    // The only channel it plays cannot be removed.
    expect(await settings.section(CHANNEL_SETTINGS_TEXT.includedChannels).getByRole('button').count()).toBe(0);
    await settings.section(CHANNEL_PAGE_TEXT.similar).getByRole('button', { name: /^Play / }).first().waitFor();
    expect(await axeViolations(page)).toEqual([]);

    await settings.addBack(artistName).focus();
    await page.keyboard.press('Enter');
    await accounts.toast(CHANNEL_EDIT_TEXT.added(artistName)).waitFor();
    await settings.section(CHANNEL_SETTINGS_TEXT.bannedArtists).getByText(CHANNEL_SETTINGS_TEXT.noBannedArtists).waitFor();
    // Focus, lost with the row, is back at the list's heading.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(CHANNEL_SETTINGS_TEXT.bannedArtists);
    const details = await page.evaluate(async (id) => (await fetch(`/c/m/json/channel/${id}/?details=true`)).json(), copyId);
    expect(details.removed_artists).toEqual([]);
  });

  it('removes a channel blended in', async () => {
    const other = await anotherChannel(page, curatedId);
    expect(await blendThroughApi(page, copyId, other.id)).toBe('ok');
    await settings.open(copyId);
    // Nothing plays after a fresh load, so the title is the page's own rather than the song's.
    expect(await page.title()).toBe(pageTitle(channelName));
    expect(await settings.includedNames()).toEqual([channelName, other.name]);

    await settings.remove(other.name).click();
    await accounts.toast(CHANNEL_EDIT_TEXT.removed(other.name)).waitFor();
    await expect.poll(() => settings.includedNames()).toEqual([channelName]);
    expect(await settings.section(CHANNEL_SETTINGS_TEXT.includedChannels).getByRole('button').count()).toBe(0);
  });

  it("shows a visitor someone else's channel from the server, without its lists, asking them to log in", async () => {
    const stranger = await launchBrowser();
    try {
      const tab = await stranger.context.newPage();
      const response = await tab.goto(`${session.server.baseUrl}/player/${copyId}/`);
      expect(response?.status()).toBe(200);
      expect(await response?.text()).toContain(CHANNEL_SETTINGS_TEXT.loggedOut.replace("'", '&#x27;'));
      await tab.getByRole('heading', { level: 1, name: channelName }).waitFor();
      await tab.getByText(CHANNEL_SETTINGS_TEXT.loggedOut).waitFor();
      expect(await tab.getByRole('main').getByRole('button', { name: CHANNEL_SETTINGS_TEXT.rename }).count()).toBe(0);
    } finally {
      await stranger.close();
    }
  });

  it('renames the channel, and the player shows the new name', async () => {
    const newName = `${channelName} <i>for me</i>`;
    // The page was opened afresh: start the channel from it, to see the player follow the rename.
    await settings.button(CHANNEL_SETTINGS_TEXT.play).click();
    await player.waitForPlayback(0.5);
    await settings.button(CHANNEL_SETTINGS_TEXT.rename).click();
    const dialog = accounts.dialog(RENAME_TEXT.title);
    const field = dialog.getByLabel(RENAME_TEXT.label);
    expect(await field.inputValue()).toBe(channelName);
    await field.fill(newName);
    await dialog.getByRole('button', { name: RENAME_TEXT.save, exact: true }).click();
    await accounts.toast(CHANNEL_EDIT_TEXT.renamed(newName)).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await expect.poll(() => settings.heading().textContent()).toBe(newName);
    await player.region().getByRole('link', { name: PLAYER_TEXT.channelInfo(newName) }).waitFor();
  });
});
