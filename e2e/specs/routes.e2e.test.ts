import { MESSAGES } from '@earshot/contract';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountPages } from '../pages/account';
import { axeViolations } from '../support/axe';
import type { RunningServer } from '../support/server';
import { collectConsoleErrors } from '../support/consoleErrors';
import { type BrowserSession, openBrowserSession } from '../support/session';

interface RouteVisit {
  /** The address typed into the browser; a function for one made from the catalog, named by `label`. */
  path: string | (() => string);
  label?: string;
  status?: number;
  /** Where a redirect lands. */
  landsOn?: string | RegExp;
  /** The page's level-one heading; any non-empty one when not given. */
  heading?: string | RegExp;
}

/** Channel, artist and keyword addresses from the demo catalog, so the walk needs no fixed names. */
interface CatalogSamples {
  genre: string;
  brand: string;
  channelPath: string;
  channelId: string;
  artist: string;
  keyword: string;
}

async function catalogSamples(baseUrl: string): Promise<CatalogSamples> {
  const json = async (path: string) => (await fetch(`${baseUrl}${path}`)).json();
  const genres = await json('/c/m/json/genres/');
  const genre = genres.features[0].param as string;
  const genrePage = await json(`/c/m/json/page/genre/${genre}/`);
  const channel = genrePage.featuredChannel;
  const featured = await json(`/c/m/json/channel/${channel._id.$oid}/featured/`);
  const found = await json('/c/m/json/channel_search/?k=jazz&q=true&w=true');
  return {
    genre,
    brand: genres.brands[0].param,
    channelPath: `/channel/${encodeURIComponent(channel.name)}/${channel.oldid}/`,
    channelId: channel._id.$oid,
    artist: featured.tracks[0].track_artist,
    keyword: found.keyword_results[0],
  };
}

/** What a search engine or a link preview reads in a page's head. */
async function shareMetadata(page: Page) {
  return page.evaluate((suffix) => {
    const content = (selector: string) => document.head.querySelector(selector)?.getAttribute('content') ?? '';
    const titled = (title: string) => title.endsWith(` - ${suffix}`);
    return {
      title: titled(document.title),
      description: content('meta[name="description"]') !== '',
      canonical: (document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '').startsWith('http'),
      // The server's title: a page whose data loads in the browser (a listener's channel) names it later.
      ogTitle: titled(content('meta[property="og:title"]')),
      twitterCard: content('meta[name="twitter:card"]') !== '',
    };
  }, MESSAGES.siteTitleSuffix);
}

const COMPLETE_METADATA = { title: true, description: true, canonical: true, ogTitle: true, twitterCard: true };

function routeName(route: RouteVisit): string {
  return typeof route.path === 'string' ? route.path : (route.label ?? 'a catalog route');
}

/**
 * Every route of 001 section 2, opened from the server as a visitor arriving from outside would:
 * the HTTP status, a heading, no console errors (a hydration mismatch is one) and no axe violations.
 */
describe('every route', () => {
  let session: BrowserSession;
  let server: RunningServer;
  let page: Page;
  let samples: CatalogSamples;
  let consoleErrors: string[] = [];

  beforeAll(async () => {
    session = await openBrowserSession();
    ({ server, page } = session);
    samples = await catalogSamples(server.baseUrl);
    consoleErrors = collectConsoleErrors(page);
  });
  afterAll(async () => {
    await session?.close();
  });

  async function visit(route: RouteVisit): Promise<void> {
    consoleErrors.length = 0;
    const path = typeof route.path === 'function' ? route.path() : route.path;
    const response = await page.goto(`${server.baseUrl}${path}`);
    expect(response?.status(), path).toBe(route.status ?? 200);
    if (route.landsOn) expect(new URL(page.url()).pathname).toMatch(route.landsOn);
    const heading = page.getByRole('heading', { level: 1, name: route.heading }).first();
    await heading.waitFor();
    expect((await heading.textContent())?.trim()).not.toBe('');
    await new AccountPages(page, server.baseUrl).waitForInteractive();
    expect(consoleErrors, path).toEqual([]);
    expect(await axeViolations(page), path).toEqual([]);
    if ((route.status ?? 200) === 200) expect(await shareMetadata(page), path).toEqual(COMPLETE_METADATA);
  }

  const anonymousRoutes: RouteVisit[] = [
    { path: '/', heading: 'Hundreds of music channels — all 100% free!' },
    { path: '/about/' },
    { path: '/log-in/' },
    { path: '/sign-up/' },
    { path: '/byebye/' },
    { path: '/theme_settings/' },
    { path: '/five-star/', heading: 'Five-Star Radio' },
    { path: '/5star', landsOn: '/five-star/', heading: 'Five-Star Radio' },
    { path: '/maggotbrain', landsOn: '/featured/maggotbrain/' },
    { path: '/reset-password/not-a-real-key/' },
    { path: '/season', landsOn: '/page/season-of-sharing/' },
    { path: '/articles/' },
    { path: '/page/help/' },
    { path: '/page/help/five-star-radio/' },
    { path: '/workday-channels/' },
    { path: '/holiday-channels-2024/' },
    { path: '/christmas-music/' },
    { path: '/holiday-music/' },
    { path: '/mostpopular/' },
    { path: '/newest/' },
    { path: '/welcome/' },
    { label: '/{genre}/', path: () => `/${samples.genre}/` },
    { label: '/featured/{brand}/', path: () => `/featured/${samples.brand}/` },
    { label: '/channel/{name}/{oldid}/', path: () => samples.channelPath },
    { label: '/channel/{id}/', path: () => `/channel/${samples.channelId}/` },
    { path: '/search/jazz/', heading: 'Channel search results' },
    { label: '/artist/{name}/', path: () => `/artist/${encodeURIComponent(samples.artist)}/`, heading: /^Artist: / },
    { label: '/keyword/{term}/', path: () => `/keyword/${encodeURIComponent(samples.keyword)}/`, heading: /^Keyword: / },
    { path: '/no-such-genre/', status: 404, heading: "We couldn't find this page :(" },
    { path: '/channel/not-a-channel/', status: 404, heading: "We couldn't find this page :(" },
    { path: '/featured/no-such-brand/', status: 404, heading: "We couldn't find this page :(" },
    { path: '/page/no-such-page/', status: 404, heading: "We couldn't find this page :(" },
    { path: '/a/path/nobody/links/to/', status: 404, heading: "We couldn't find this page :(" },
  ];

  for (const route of anonymousRoutes) {
    it(`${routeName(route)} (anonymous)`, () => visit(route));
  }

  describe('logged in', () => {
    beforeAll(async () => {
      const account = new AccountPages(page, server.baseUrl);
      await account.signUp({ email: `routes-${Date.now()}@example.com`, password: 'amber meadow compass' });
      await account.accountButton().waitFor();
    });

    const loggedInRoutes: RouteVisit[] = [
      { path: '/user_settings/', heading: 'Account Settings' },
      { path: '/favorites/' },
      { path: '/history/' },
      { path: '/track-history/' },
      { path: '/ratings-history/' },
      { path: '/five-star/', heading: 'Five-Star Radio' },
      { label: '/player/{id}/', path: () => `/player/${samples.channelId}/` },
      { path: '/log-in/', landsOn: '/', heading: 'Hundreds of music channels — all 100% free!' },
    ];
    for (const route of loggedInRoutes) {
      it(`${routeName(route)} (logged in)`, () => visit(route));
    }
  });
});
