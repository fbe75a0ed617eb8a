import { BLEND_BADGE, BLEND_TEXT, PLAYER_TEXT, RENAME_TEXT, SHARE_TEXT, pageTitle } from '@earshot/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPages } from '../pages/account';
import { BlendFlow, ChannelPage } from '../pages/blend';
import { HomePage } from '../pages/home';
import { PlayerBar } from '../pages/player';
import { axeViolations } from '../support/axe';
import { launchBrowser } from '../support/browser';
import { type BrowserSession, openBrowserSession } from '../support/session';

const account = { email: `blends.${process.pid}@example.com`, password: 'violet harbour tuesday' };
const BLEND_NAME = 'My Mix';

/** The names of the first two channel tiles on the home page. */
async function twoChannels(home: HomePage): Promise<[string, string]> {
  const names = await home.channelTiles().evaluateAll((tiles) => tiles.map((tile) => (tile.getAttribute('aria-label') ?? '').replace(/^Play /, '')));
  const [a, b] = [...new Set(names)];
  if (!a || !b) throw new Error('fewer than two channels on the home page');
  return [a, b];
}

describe('blending', () => {
  let session: BrowserSession;
  let page: Page;
  let player: PlayerBar;
  let shareUrl: string;
  beforeAll(async () => {
    session = await openBrowserSession();
    page = session.page;
    player = new PlayerBar(page);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('blends a second channel into the one playing, then names the blend', async () => {
    const accounts = new AccountPages(page, session.server.baseUrl);
    await accounts.signUp(account);
    await accounts.toast('Sign up complete. Welcome!').waitFor();
    const home = new HomePage(page, session.server.baseUrl);
    await home.open();
    const [first, second] = await twoChannels(home);
    await page.getByRole('button', { name: `Play ${first}`, exact: true }).first().click();
    await player.waitForPlayback(0.5);

    const blend = new BlendFlow(page);
    await blend.start(first);
    expect(await player.button(PLAYER_TEXT.blend).getAttribute('aria-pressed')).toBe('true');
    await blend.blendIn(second);
    await accounts.toast(BLEND_TEXT.success(second)).waitFor();
    expect(await player.button(PLAYER_TEXT.blend).getAttribute('aria-pressed')).toBe('false');

    const rename = accounts.dialog(RENAME_TEXT.title);
    await rename.getByLabel(RENAME_TEXT.label).fill(BLEND_NAME);
    await rename.getByRole('button', { name: RENAME_TEXT.save }).click();
    await rename.waitFor({ state: 'hidden' });

    // The player plays the blend under its new name, and says it is one.
    await player.region().getByRole('link', { name: PLAYER_TEXT.channelInfo(BLEND_NAME) }).waitFor();
    await player.region().getByText(BLEND_BADGE, { exact: true }).waitFor();
    await player.waitForPlayback(1);

    await player.button(PLAYER_TEXT.share).click();
    const share = accounts.dialog(SHARE_TEXT.title(BLEND_NAME));
    shareUrl = await share.getByRole('textbox', { name: SHARE_TEXT.link }).inputValue();
    expect(shareUrl).toMatch(new RegExp(`^${session.server.baseUrl}/channel/[0-9a-f]{24}/$`));
  });

  it("shows link previews the blend's name and art, without JavaScript", async () => {
    const html = await (await fetch(shareUrl)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<meta property="og:title" content="${pageTitle(BLEND_NAME)}">`);
    expect(head).toMatch(/<meta property="og:description" content="[^"]+">/);
    // By the blend's id, as its share link has it: its legacy id names nothing to anyone but its owner.
    const id = /\/channel\/([0-9a-f]{24})\/$/.exec(shareUrl)?.[1];
    const image = new RegExp(`<meta property="og:image" content="(${session.server.baseUrl}/img/tiles/${id}\\.png)">`).exec(head)?.[1];
    expect(image).toBeDefined();
    // The preview image is one a crawler can show: a PNG.
    const art = await fetch(image ?? '');
    expect(art.status).toBe(200);
    expect(art.headers.get('content-type')).toBe('image/png');
  });

  it('plays the blend for whoever opens the share link, logged in or not', async () => {
    const stranger = await launchBrowser();
    try {
      const strangerPage = await stranger.context.newPage();
      const channelPage = new ChannelPage(strangerPage);
      await channelPage.open(shareUrl, BLEND_NAME);
      await strangerPage.getByText(BLEND_BADGE, { exact: true }).first().waitFor();
      expect(await axeViolations(strangerPage)).toEqual([]);
      await channelPage.playButton().click();
      const strangerPlayer = new PlayerBar(strangerPage);
      await strangerPlayer.waitForPlayback(1);
      await strangerPlayer.region().getByRole('link', { name: PLAYER_TEXT.channelInfo(BLEND_NAME) }).waitFor();
    } finally {
      await stranger.close();
    }
  });
});
