import { readFile } from 'node:fs/promises';
import {
  CHANNEL_ENDPOINTS, COOKIES, CSRF_HEADER, type Channel, type ChannelWithTracks, type ExportFile, type HomePage, MY_CHANNELS_ENDPOINTS,
  YOUR_DATA_MESSAGES, YOUR_DATA_TEXT, endpointUrl,
} from '@earshot/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPages } from '../pages/account';
import { MyChannelsPages } from '../pages/myChannels';
import { layoutProblemsAtEveryWidth } from '../support/layout';
import { type BrowserSession, openBrowserSession } from '../support/session';
import { axeViolationsInEveryTheme } from '../support/themes';

const RENAMED = 'Road trip mix';
const DESKTOP = { width: 1366, height: 900 };
const PHONE = { width: 390, height: 844 };

describe('your data to take away: download it, and restore it into a new account', () => {
  let session: BrowserSession;
  let page: Page;
  let baseUrl: string;
  let account: AccountPages;
  let channel: Channel;
  let blended: Channel;
  let rated: ChannelWithTracks['tracks'][number];
  let banned: ChannelWithTracks['tracks'][number];
  let downloadedFile: string;

  /** A call of the app's own, as its buttons make it: with the session's cookies and CSRF token. */
  async function post(path: string, form: Record<string, string>) {
    const csrf = (await page.context().cookies()).find((c) => c.name === COOKIES.csrf)?.value ?? '';
    const res = await page.request.post(`${baseUrl}${path}`, { headers: { [CSRF_HEADER]: csrf }, form });
    expect(res.status()).toBe(200);
    return res.json();
  }

  const settings = () => page.getByRole('region', { name: YOUR_DATA_TEXT.title });
  const fileInput = () => settings().getByLabel(YOUR_DATA_TEXT.chooseFile);

  async function openSettings(): Promise<void> {
    await page.goto(`${baseUrl}/user_settings/`);
    await settings().waitFor();
    await page.waitForLoadState('networkidle');
  }

  /** Chooses a file and presses Import from the keyboard: Tab from the file field, then Enter. */
  async function importFile(file: { name: string; mimeType: string; buffer: Buffer } | string): Promise<void> {
    await fileInput().setInputFiles(file);
    await fileInput().focus();
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe(YOUR_DATA_TEXT.importButton);
    await page.keyboard.press('Enter');
  }

  beforeAll(async () => {
    session = await openBrowserSession();
    page = session.page;
    baseUrl = session.server.baseUrl;
    account = new AccountPages(page, baseUrl);
    const home = (await (await page.request.get(`${baseUrl}/c/m/json/page/home/`)).json()) as HomePage;
    const catalog = home.sections.flatMap((s) => s.channels).filter((c) => c.genre !== null && !c.is_user_channel);
    [channel, blended] = [catalog[0], catalog.find((c) => c._id.$oid !== catalog[0]._id.$oid) as Channel];
    const withTracks = (await (await page.request.get(`${baseUrl}${endpointUrl(CHANNEL_ENDPOINTS.channel, { params: { id: channel._id.$oid } })}`)).json()) as ChannelWithTracks;
    [rated, banned] = withTracks.tracks.filter((t, i, all) => all.findIndex((o) => o.artist_id === t.artist_id) === i);
  });
  afterAll(async () => {
    await session?.close();
  });

  it("downloads the listener's ratings, ban, favorite, blend and renamed channel as one JSON file, from the keyboard", async () => {
    await page.setViewportSize(DESKTOP);
    await account.signUp({ email: `your-data-${Date.now()}@example.com`, password: 'amber orchard compass' });
    await account.toast('Sign up complete. Welcome!').waitFor();
    // What the player's buttons send (each has its own spec): a rating, a ban, a favorite, a blend and a rename.
    const id = channel._id.$oid;
    await post('/listener/rating/', { t: rated._id.$oid, v: '5', w: '1' });
    await post(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id, action: 'remove_track' } }), { o: banned._id.$oid, w: '1' });
    await post(MY_CHANNELS_ENDPOINTS.addFavorite.path, { c: id });
    await post(endpointUrl(CHANNEL_ENDPOINTS.blend, { params: { id } }), { o: blended._id.$oid, uc: '0' });
    await post(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id, action: 'edit_channel' } }), { name: RENAMED, w: '1' });

    await openSettings();
    await settings().getByRole('button', { name: YOUR_DATA_TEXT.download }).focus();
    const [download] = await Promise.all([page.waitForEvent('download'), page.keyboard.press('Enter')]);
    expect(download.suggestedFilename()).toMatch(/^earshot-data-\d{4}-\d{2}-\d{2}\.json$/);
    downloadedFile = (await download.path()) as string;
    await settings().getByText(YOUR_DATA_TEXT.downloaded).waitFor();

    const file = JSON.parse(await readFile(downloadedFile, 'utf8')) as ExportFile;
    expect(file).toMatchObject({ format: 'earshot-export', version: 1, account: { demographics: { birthYear: 1990, gender: 'F', zipcode: '02139' } } });
    expect(file.ratings).toEqual([expect.objectContaining({ song: expect.objectContaining({ id: rated._id.$oid }), rating: 5 })]);
    expect(file.channels).toEqual([
      expect.objectContaining({
        name: RENAMED,
        source: { id, name: channel.name },
        plays: [{ id, name: channel.name }, { id: blended._id.$oid, name: blended.name }],
        bannedSongs: [expect.objectContaining({ id: banned._id.$oid })],
      }),
    ]);
    expect(file.favorites.map((f) => f.channel.id)).toEqual([id]);
    expect(JSON.stringify(file)).not.toMatch(/password|session|token/i);
  });

  it('restores the file into a new account at 390 px, from the keyboard, with a summary, and the listener finds their channel', async () => {
    await account.signOut();
    await page.waitForURL(`${baseUrl}/byebye/`);
    await page.getByRole('heading', { level: 1, name: 'Thanks for listening!' }).waitFor();
    await page.setViewportSize(PHONE);
    await account.signUp({ email: `your-data-new-${Date.now()}@example.com`, password: 'amber orchard compass' });
    await account.toast('Sign up complete. Welcome!').waitFor();
    await openSettings();
    await importFile(downloadedFile);
    await settings().getByText(YOUR_DATA_TEXT.importDone).waitFor();
    const summary = settings().getByRole('table', { name: YOUR_DATA_TEXT.resultTitle });
    const row = (part: string) => summary.getByRole('row', { name: part });
    expect(await row(YOUR_DATA_TEXT.parts.ratings).getByRole('cell').allTextContents()).toEqual(['1', '0']);
    expect(await row(YOUR_DATA_TEXT.parts.channels).getByRole('cell').allTextContents()).toEqual(['1', '0']);
    expect(await row(YOUR_DATA_TEXT.parts.bans).getByRole('cell').allTextContents()).toEqual(['1', '0']);
    expect(await row(YOUR_DATA_TEXT.parts.favorites).getByRole('cell').allTextContents()).toEqual(['1', '0']);
    await settings().getByText(YOUR_DATA_TEXT.songHistoryKept).waitFor();
    expect(await axeViolationsInEveryTheme(page)).toEqual([]);
    // From the top, as the page opens: scrolled, the sticky header is drawn over the content by design.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await layoutProblemsAtEveryWidth(page)).toEqual([]);

    // The new account has the rating, and its favorite is the renamed blend.
    expect(await (await page.request.get(`${baseUrl}/listener/rating/?t=${rated._id.$oid}&w=1`)).json()).toEqual({ rating: 5 });
    const mine = new MyChannelsPages(page, baseUrl);
    await mine.open('favorites');
    await mine.playTile(RENAMED).waitFor();
  });

  it('says clearly what is wrong with a bad file, and refuses a second import into an account that has data', async () => {
    await page.setViewportSize(DESKTOP);
    await openSettings();
    await importFile({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('my playlist, not JSON') });
    await settings().getByRole('alert').filter({ hasText: YOUR_DATA_TEXT.notJson }).waitFor();
    await importFile({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from('{"format":"zip-archive"}') });
    await settings().getByRole('alert').filter({ hasText: 'Invalid file: format: not an Earshot data file' }).waitFor();
    await importFile(downloadedFile);
    await settings().getByRole('alert').filter({ hasText: YOUR_DATA_MESSAGES.notEmpty }).waitFor();
    expect(await axeViolationsInEveryTheme(page)).toEqual([]);
  });
});
