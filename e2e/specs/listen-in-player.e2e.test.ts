import { type Channel, LIMITS, SHARE_TEXT, STREAM_MESSAGES, channelPath } from '@earshot/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChannelPage } from '../pages/blend';
import { axeViolations } from '../support/axe';
import { homePageCatalogChannel } from '../support/catalogChannel';
import { collectConsoleErrors } from '../support/consoleErrors';
import type { RunningServer } from '../support/server';
import { type BrowserSession, openBrowserSession } from '../support/session';

/**
 * 'Listen in your player' as the web app shows it (issue 25): the addresses it gives need no server
 * routes to be shown; streams.e2e.test.ts plays them.
 */
describe("a channel's stream address", () => {
  let session: BrowserSession;
  let server: RunningServer;
  let page: Page;
  let channelPage: ChannelPage;
  let channel: Channel;
  let consoleErrors: string[] = [];
  const listenInPlayer = () => page.getByRole('region', { name: STREAM_MESSAGES.listenInPlayer });

  beforeAll(async () => {
    session = await openBrowserSession();
    ({ server, page } = session);
    channelPage = new ChannelPage(page);
    consoleErrors = collectConsoleErrors(page);
    channel = await homePageCatalogChannel(server.baseUrl);
  });
  afterAll(async () => {
    await session?.close();
  });

  it('is on the channel page, absolute, with its M3U and PLS files, and the page stays axe clean', async () => {
    consoleErrors.length = 0;
    await channelPage.open(`${server.baseUrl}${channelPath(channel)}`, channel.name);
    await page.locator('.channel-page__play:not([disabled])').waitFor();
    const section = listenInPlayer();
    expect(await section.getByRole('textbox', { name: 'Stream address' }).inputValue()).toBe(`${server.baseUrl}/stream/${channel.oldid}.mp3`);
    expect(await section.getByText(STREAM_MESSAGES.listenInPlayerHelp).count()).toBe(1);
    expect(await section.getByRole('link', { name: 'Download the M3U playlist file' }).getAttribute('href')).toBe(`/stream/${channel.oldid}.m3u`);
    expect(await section.getByRole('link', { name: 'Download the PLS playlist file' }).getAttribute('href')).toBe(`/stream/${channel.oldid}.pls`);
    expect(consoleErrors).toEqual([]);
    expect(await axeViolations(page)).toEqual([]);
  });

  it('is in the share dialog, beside the link to the channel', async () => {
    await page.goto(`${server.baseUrl}/player/${channel._id.$oid}/`);
    await page.getByRole('button', { name: 'Share', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: SHARE_TEXT.title(channel.name) });
    await dialog.waitFor();
    const section = dialog.getByRole('region', { name: STREAM_MESSAGES.listenInPlayer });
    expect(await section.getByRole('textbox', { name: 'Stream address' }).inputValue()).toBe(`${server.baseUrl}/stream/${channel.oldid}.mp3`);
    expect(await dialog.getByRole('button', { name: SHARE_TEXT.copy, exact: true }).count()).toBe(1);
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
  });

  it('is not offered for Five-Star Radio, whose songs are drawn for each listener', async () => {
    await page.goto(`${server.baseUrl}/channel/five-star-radio/${LIMITS.fiveStarOldId}/`);
    const section = listenInPlayer();
    await section.getByText(STREAM_MESSAGES.channelNotStreamable).waitFor();
    expect(await section.getByRole('textbox').count()).toBe(0);
    // A visitor who is not logged in has no settings to be sent to.
    expect(await section.getByRole('link').count()).toBe(0);
  });

  it('fits a 375 px screen', async () => {
    try {
      await page.setViewportSize({ width: 375, height: 812 });
      await channelPage.open(`${server.baseUrl}${channelPath(channel)}`, channel.name);
      await listenInPlayer().scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      const copy = listenInPlayer().getByRole('button', { name: 'Copy the stream address' });
      const box = await copy.boundingBox();
      expect(box && box.x + box.width).toBeLessThanOrEqual(375);
    } finally {
      await page.setViewportSize({ width: 1280, height: 900 });
    }
  });
});
