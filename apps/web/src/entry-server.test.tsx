import {
  type ChannelCheck,
  type GenresData,
  type HomePage,
  MESSAGES,
  endpointUrl,
  BROWSE_ENDPOINTS,
  CHANNEL_ENDPOINTS,
} from '@earshot/contract';
import { describe, expect, it } from 'vitest';
import { channel } from './app/testing';
import { BOOT_STATE_ID } from './app/document';
import { type RenderContext, render } from './entry-server';
import { channelSettingsKeys } from './api/channelSettingsKeys';
import { userChannel } from './pages/channel-settings/testing';

const GENRES: GenresData = {
  features: [{ _id: { $oid: 'f'.repeat(24) }, name: 'Jazz', param: 'jazz', channels: 31 }],
  brands: [
    { _id: { $oid: 'b'.repeat(24) }, name: 'Maggot Brain', param: 'maggotbrain', channels: 8, canonical_url: '/featured/maggotbrain/' },
  ],
};

const HOSTILE = '</script><script>alert(1)</script>';
const HOME: HomePage = {
  title: MESSAGES.homeTitle,
  sections: [{ name: 'Most Popular', param: 'mostpopular', channels: [channel(1), channel(2, { description: HOSTILE })] }],
};

/** The about page is loaded lazily: its chunk's manifest key is its source path. */
const ABOUT_CHUNK = 'src/pages/about/page.tsx';

function fakeContext(overrides: Partial<RenderContext> = {}): RenderContext & { calls: string[] } {
  const calls: string[] = [];
  const answers: Record<string, unknown> = { '/c/m/json/genres/': GENRES, '/c/m/json/page/home/': HOME };
  return {
    calls,
    api: async (path) => {
      calls.push(path);
      const body = answers[path];
      return body ? Response.json(body) : Response.json({ error: 'not_found', message: 'Not found.' }, { status: 404 });
    },
    nonce: 'n0nce',
    assets: {
      scripts: ['/assets/main-abc.js'],
      styles: ['/assets/main-def.css'],
      modules: [],
      chunks: {
        [ABOUT_CHUNK]: { modules: ['/assets/page-about.js', '/assets/shared.js'], styles: ['/assets/page-about.css'] },
        'src/features/modals/ConfirmModal.tsx': { modules: ['/assets/ConfirmModal.js'], styles: ['/assets/Modal.css'] },
      },
    },
    theme: 'dark',
    env: { fbAppId: '1234567890', version: 'c0ffee1', adsEnabled: true, adTagUrl: null, siteUrl: 'https://earshot.test' },
    ...overrides,
  };
}

async function renderPage(path: string, ctx = fakeContext()) {
  const response = await render(new Request(`https://earshot.test${path}`), ctx);
  return { response, html: await response.text() };
}

function bootState(html: string) {
  const match = new RegExp(`<script type="application/json" id="${BOOT_STATE_ID}" nonce="n0nce">(.*?)</script>`, 's').exec(html);
  return JSON.parse(match?.[1] ?? 'null') as {
    queries: { queries: { queryKey: unknown[]; data: unknown }[] };
    env: unknown;
  };
}

describe('render()', () => {
  it('renders the home page with its metadata, theme and client entry', async () => {
    const { response, html } = await renderPage('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(html).toContain('<title>Earshot - Listen to Free Radio Stations</title>');
    expect(html).toContain(`<meta name="description" content="${MESSAGES.siteDescription}">`);
    expect(html).toContain('<link rel="canonical" href="https://earshot.test/">');
    expect(html).toContain('<meta property="og:title" content="Earshot - Listen to Free Radio Stations">');
    expect(html).toContain('<meta name="twitter:card" content="summary">');
    expect(html).toContain('<html lang="en" data-theme="dark">');
    expect(html).toContain('<script type="module" src="/assets/main-abc.js" nonce="n0nce" fetchpriority="low"></script>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/main-def.css">');
    expect(html).toContain(MESSAGES.homeTitle);
    expect(html).toContain('Channel 1');
    expect(html).toContain('title="8 channels"');
  });

  it('embeds the fetched data so the browser does not fetch it again', async () => {
    const { html } = await renderPage('/');
    const cached = bootState(html).queries.queries.map((q) => [q.queryKey, q.data]);
    expect(cached).toEqual(expect.arrayContaining([[['genres'], GENRES], [['page', 'home'], HOME]]));
  });

  it('cannot be broken out of by data that contains a closing script tag', async () => {
    const { html } = await renderPage('/');
    expect(html).not.toContain('<script>alert(1)');
    expect(JSON.stringify(bootState(html))).toContain(HOSTILE);
  });

  it('answers unknown paths with the 404 page', async () => {
    const { response, html } = await renderPage('/no-such-page/at-all/');
    expect(response.status).toBe(404);
    expect(html).toContain(MESSAGES.notFound.replace("'", '&#x27;'));
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<title>Page Not Found - Listen to Free Radio Stations</title>');
  });

  it("links the page on the site's address, whatever address it was asked on", async () => {
    const ctx = fakeContext({ env: { ...fakeContext().env, siteUrl: 'https://radio.example.com' } });
    const html = await (await render(new Request('http://evil.example/about/'), ctx)).text();
    expect(html).toContain('<link rel="canonical" href="https://radio.example.com/about/">');
    expect(html).toContain('<meta property="og:url" content="https://radio.example.com/about/">');
    expect(html).not.toContain('evil.example');
  });

  it('names no address of its own for a path where there is no page', async () => {
    const { response, html } = await renderPage('/evil.example/about/');
    expect(response.status).toBe(404);
    expect(html).not.toContain('rel="canonical"');
    expect(html).not.toContain('og:url');
    expect(html).not.toContain('evil.example');
  });

  it('renders the about page with its own title and canonical URL', async () => {
    const { response, html } = await renderPage('/about');
    expect(response.status).toBe(200);
    expect(html).toContain('<title>Our Story - Listen to Free Radio Stations</title>');
    expect(html).toContain('<link rel="canonical" href="https://earshot.test/about/">');
  });

  it("preloads a lazily loaded page's code and links its styles, so it shows styled with no waterfall", async () => {
    const { response, html } = await renderPage('/about');
    expect(response.status).toBe(200);
    expect(html).toContain('<h1>Our Story</h1>');
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" href="/assets/page-about.js" nonce="n0nce" fetchpriority="low">');
    expect(head).toContain('<link rel="modulepreload" href="/assets/shared.js" nonce="n0nce" fetchpriority="low">');
    expect(head).toContain('<link rel="stylesheet" href="/assets/page-about.css">');
    // After the entry's stylesheet, so the page's own rules win.
    expect(head.indexOf('/assets/page-about.css')).toBeGreaterThan(head.indexOf('/assets/main-def.css'));
    // Only the matched page's chunk: nothing for modals or other pages.
    expect(html).not.toContain('ConfirmModal');
    expect(html).not.toContain('Modal.css');
  });

  it('asks for its code at low priority, so the first paint waits for the stylesheets alone', async () => {
    const { html } = await renderPage('/about');
    const head = html.slice(0, html.indexOf('</head>'));
    const fetched = [...head.matchAll(/<(script|link)\b[^>]*\b(?:src|href)="\/assets\/[^"]+"[^>]*>/g)].map((m) => m[0]);
    const early = fetched.filter((tag) => !tag.includes('rel="stylesheet"') && !tag.includes('fetchpriority="low"'));
    expect(fetched.length).toBeGreaterThan(3);
    expect(early).toEqual([]);
    // No classic script in the head: one would stop the parse, and the paint, until it has run.
    expect(head).not.toMatch(/<script(?![^>]*type="(?:module|application\/json)")(?![^>]*\basync\b)[^>]*>/);
  });

  it("holds the genre page's Surprise Me placeholder still: no animation runs in the page's first frame", async () => {
    const ctx = fakeContext();
    const api = ctx.api;
    const jazz = { param: 'jazz', name: 'Jazz', description: 'Swing.', meta_description: '', featuredChannel: channel(1), channels: [channel(2)], related_articles: [] };
    ctx.api = (path) => (path === endpointUrl(BROWSE_ENDPOINTS.genrePage, { params: { param: 'jazz' } }) ? Promise.resolve(Response.json(jazz)) : api(path));
    const { response, html } = await renderPage('/jazz/', ctx);
    expect(response.status).toBe(200);
    expect(html).toContain('Surprise Me');
    expect(html).toContain('<span class="tile tile--skeleton tile--still" aria-hidden="true">');
  });

  it("loads an ad network's tag with the page's nonce when one is configured, and none otherwise", async () => {
    const tag = 'https://ads.example.net/tag.js?site=earshot&x=<1>';
    const { html } = await renderPage('/', fakeContext({ env: { fbAppId: null, version: 'v', adsEnabled: true, adTagUrl: tag, siteUrl: 'https://earshot.test' } }));
    expect(html).toContain('<script async src="https://ads.example.net/tag.js?site=earshot&amp;x=&lt;1&gt;" nonce="n0nce"></script>');
    expect(html).toContain('data-ad-slot="leaderboard-music-play"');
    expect((await renderPage('/')).html).not.toContain('<script async');
  });

  it("keeps the ad network's tag off pages whose address holds a one-time key", async () => {
    const env = { fbAppId: null, version: 'v', adsEnabled: true, adTagUrl: 'https://ads.example.net/tag.js', siteUrl: 'https://earshot.test' };
    for (const path of ['/reset-password/k3y/', '/sign-up/confirm/k3y/', '/change-email/confirm/k3y/']) {
      expect((await renderPage(path, fakeContext({ env }))).html, path).not.toContain('<script async src="https://ads.example.net');
    }
    expect((await renderPage('/sign-up/', fakeContext({ env }))).html).toContain('<script async src="https://ads.example.net');
  });

  it('preloads no page chunk for the eagerly loaded home page', async () => {
    const { html } = await renderPage('/');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('page-about');
  });

  it('hands the environment values to the browser in the boot state', async () => {
    const { html } = await renderPage('/');
    expect(bootState(html).env).toEqual({ fbAppId: '1234567890', version: 'c0ffee1', adsEnabled: true, adTagUrl: null, siteUrl: 'https://earshot.test' });
  });

  it('still renders the page when the genre list is unavailable, and falls back to the default theme', async () => {
    const ctx = fakeContext({ theme: 'no-such-theme' });
    const api = ctx.api;
    ctx.api = (path) => (path === '/c/m/json/genres/' ? Promise.reject(new Error('down')) : api(path));
    const { response, html } = await renderPage('/', ctx);
    expect(response.status).toBe(200);
    expect(html).toContain('data-theme="default"');
    expect(html).toContain('Channel 1');
  });

  it('serves the static apology page when the page itself cannot be rendered', async () => {
    const ctx = fakeContext();
    const api = ctx.api;
    ctx.api = (path) => (path === '/c/m/json/page/home/' ? Promise.resolve(Response.json({ title: 'x' })) : api(path));
    const { response, html } = await renderPage('/', ctx);
    expect(response.status).toBe(500);
    expect(html).toContain(MESSAGES.fatalApology);
    expect(html).toContain('<link rel="stylesheet" href="/assets/main-def.css">');
  });
});

describe('render() of the channel settings page, /player/{id}/', () => {
  const details = userChannel();
  const id = details._id.$oid;

  /** The server's answers for the channel `details`, with the given check answer (a status number for a failure). */
  function settingsContext(check: ChannelCheck | number) {
    const ctx = fakeContext();
    const api = ctx.api;
    ctx.api = (path) => {
      if (path === endpointUrl(CHANNEL_ENDPOINTS.check, { params: { id } })) {
        return Promise.resolve(typeof check === 'number' ? Response.json({ error: 'not_found', message: 'Channel not found.' }, { status: check }) : Response.json(check));
      }
      if (path === endpointUrl(CHANNEL_ENDPOINTS.channel, { params: { id }, query: { details: 'true' } })) return Promise.resolve(Response.json(details));
      return api(path);
    };
    return ctx;
  }

  it('renders the whole page, with the data it fetched for the browser', async () => {
    const { response, html } = await renderPage(`/player/${id}/`, settingsContext({ can_view: true, can_edit: false }));
    expect(response.status).toBe(200);
    expect(html).toMatch(/<h1[^>]*>My Jazz<\/h1>/);
    expect(html).not.toContain('data-testid="settings-skeleton"');
    const cached = bootState(html).queries.queries.map((q) => q.queryKey);
    expect(cached).toEqual(expect.arrayContaining([channelSettingsKeys.check(id, null), channelSettingsKeys.details(id, null)]));
  });

  it.each([404, 400, 500])('answers 404 with the not-found screen when the check call fails (%i)', async (status) => {
    const { response, html } = await renderPage(`/player/${id}/`, settingsContext(status));
    expect(response.status).toBe(404);
    expect(html).toContain(MESSAGES.notFound.replace("'", '&#x27;'));
  });

  it('sends a visitor who may not view the channel home', async () => {
    const { response } = await renderPage(`/player/${id}/`, settingsContext({ can_view: false, can_edit: false }));
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/');
  });
});
