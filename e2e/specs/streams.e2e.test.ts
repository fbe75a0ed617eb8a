import { type Channel, LIMITS, STREAM_ENDPOINTS, STREAM_MESSAGES, channelStreamPath, endpointUrl, personalStreamPath } from '@earshot/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPages } from '../pages/account';
import { homePageCatalogChannel } from '../support/catalogChannel';
import { collectConsoleErrors } from '../support/consoleErrors';
import type { RunningServer } from '../support/server';
import { type BrowserSession, openBrowserSession } from '../support/session';

const FIVE_STAR = String(LIMITS.fiveStarOldId);

/**
 * Standard streams end to end (issue 25): the addresses the web app gives answer a player, and the
 * personal stream key made in Account Settings opens, replaces and closes them. Needs the server's
 * stream routes; listen-in-player.e2e.test.ts covers what the pages show without them.
 */
describe('standard streams', () => {
  let session: BrowserSession;
  let server: RunningServer;
  let page: Page;
  let account: AccountPages;
  let channel: Channel;
  let consoleErrors: string[] = [];
  const personalStream = () => page.getByRole('region', { name: STREAM_MESSAGES.personalStreamTitle });
  const newKeyAddress = () => personalStream().getByRole('textbox', { name: 'Your personal stream of Five-Star Radio' });
  /** The key inside a personal stream address the page shows. */
  const keyOf = (address: string) => address.match(/\/stream\/me\/([^/]+)\//)?.[1] ?? '';
  const playlist = (path: string) => fetch(`${server.baseUrl}${path}`);

  beforeAll(async () => {
    session = await openBrowserSession();
    ({ server, page } = session);
    account = new AccountPages(page, server.baseUrl);
    consoleErrors = collectConsoleErrors(page);
    channel = await homePageCatalogChannel(server.baseUrl);
  });
  afterAll(async () => {
    await session?.close();
  });

  it("serves a channel's playlist files at the addresses its page links to, each naming its stream", async () => {
    for (const format of ['m3u', 'pls'] as const) {
      const response = await playlist(channelStreamPath(channel.oldid, format));
      expect([format, response.status]).toEqual([format, 200]);
      expect(await response.text()).toContain(channelStreamPath(channel.oldid));
    }
  });

  it('has no public stream of Five-Star Radio', async () => {
    const response = await playlist(channelStreamPath(FIVE_STAR, 'm3u'));
    expect(response.ok).toBe(false);
  });

  it('keeps the stream key calls to logged-in listeners', async () => {
    const response = await fetch(`${server.baseUrl}${endpointUrl(STREAM_ENDPOINTS.streamKey)}`, { headers: { accept: 'application/json' } });
    expect(response.status).toBe(401);
  });

  it('makes a personal stream key in Account Settings and shows it once, in an address that plays', async () => {
    consoleErrors.length = 0;
    await account.signUp({ email: `streams-${Date.now()}@example.com`, password: 'violet harbor lantern' });
    await account.accountButton().waitFor();
    await page.goto(`${server.baseUrl}/user_settings/`);
    await personalStream().getByRole('button', { name: STREAM_MESSAGES.keyCreate }).click();
    const address = await newKeyAddress().inputValue();
    const key = keyOf(address);
    expect(address).toBe(`${server.baseUrl}${personalStreamPath(key, FIVE_STAR)}`);
    await personalStream().getByText(STREAM_MESSAGES.keyShownOnce).waitFor();
    const response = await playlist(personalStreamPath(key, FIVE_STAR, 'm3u'));
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(personalStreamPath(key, FIVE_STAR));

    // Never again: the page knows only when the key was made.
    await page.reload();
    await personalStream().getByRole('button', { name: STREAM_MESSAGES.keyRecreate }).waitFor();
    await personalStream().getByText(/^Your stream key was made on/).waitFor();
    expect(await newKeyAddress().count()).toBe(0);
    expect(consoleErrors).toEqual([]);
  });

  it('replaces the key after asking, and the old address stops playing', async () => {
    await page.goto(`${server.baseUrl}/user_settings/`);
    await personalStream().getByRole('button', { name: STREAM_MESSAGES.keyRecreate }).click();
    const dialog = page.getByRole('dialog', { name: 'Make a new stream key?' });
    await dialog.getByRole('button', { name: STREAM_MESSAGES.keyRecreate }).click();
    const first = keyOf(await newKeyAddress().inputValue());
    expect((await playlist(personalStreamPath(first, FIVE_STAR, 'm3u'))).status).toBe(200);

    await dialog.waitFor({ state: 'detached' });
    await personalStream().getByRole('button', { name: STREAM_MESSAGES.keyRecreate }).click();
    await dialog.getByRole('button', { name: STREAM_MESSAGES.keyRecreate }).click();
    await expect.poll(async () => keyOf(await newKeyAddress().inputValue())).not.toBe(first);
    const second = keyOf(await newKeyAddress().inputValue());
    expect((await playlist(personalStreamPath(first, FIVE_STAR, 'm3u'))).ok).toBe(false);
    expect((await playlist(personalStreamPath(second, FIVE_STAR, 'm3u'))).status).toBe(200);
  });

  it('turns the key off after asking, and its address stops playing', async () => {
    const key = keyOf(await newKeyAddress().inputValue());
    await personalStream().getByRole('button', { name: STREAM_MESSAGES.keyRevoke }).click();
    await page.getByRole('dialog', { name: 'Turn off your stream key?' }).getByRole('button', { name: STREAM_MESSAGES.keyRevoke }).click();
    await personalStream().getByText(STREAM_MESSAGES.keyRevoked).waitFor();
    await personalStream().getByRole('button', { name: STREAM_MESSAGES.keyCreate }).waitFor();
    expect((await playlist(personalStreamPath(key, FIVE_STAR, 'm3u'))).ok).toBe(false);
  });
});
