import { CHANNEL_PAGE_TEXT, type ChannelPage, type GenresData, pageTitle, endpointUrl, CHANNEL_ENDPOINTS } from '@earshot/contract';
import { describe, expect, it } from 'vitest';
import { channel } from '../../app/testing';
import { BOOT_STATE_ID } from '../../app/document';
import { type RenderContext, render } from '../../entry-server';

const MIX = channel(7, {
  name: 'My Mix',
  description: 'Jazz & funk, one "station".',
  oldid: 123456789,
  image: '/img/tiles/123456789.svg',
  added_channels_names: ['Smooth Jazz', 'Funk Town'],
});
const MIX_ID = MIX._id.$oid;
const PAGE: ChannelPage = {
  channelDetails: MIX,
  featuredTracks: [
    {
      _id: { $oid: 'b'.repeat(24) },
      title: 'So What',
      track_artist: 'Miles Davis',
      artist_id: 'c'.repeat(24),
      album: { title: 'Kind of Blue', year: 1959, label: 'Columbia', cdcover: `${'d'.repeat(24)}.svg` },
      year: 1959,
      composer: 'Miles Davis',
      duration: 545,
      isrc: '',
      christmas: false,
    },
  ],
  similarChannels: [channel(9, { name: 'Cool Jazz' })],
};
const GENRES: GenresData = { features: [], brands: [] };

/** The server's side of render(): the API answers MIX's page by either of its ids, a 404 for anything else. */
function context(): RenderContext {
  const answers: Record<string, unknown> = {
    '/c/m/json/genres/': GENRES,
    [endpointUrl(CHANNEL_ENDPOINTS.page, { params: { id: MIX_ID } })]: PAGE,
    [endpointUrl(CHANNEL_ENDPOINTS.page, { params: { id: String(MIX.oldid) } })]: PAGE,
  };
  return {
    api: async (path) => {
      const body = answers[path];
      return body ? Response.json(body) : Response.json({ error: 'not_found', message: 'Channel not found.' }, { status: 404 });
    },
    nonce: 'n0nce',
    assets: { scripts: ['/assets/main.js'], styles: [], modules: [], chunks: {} },
    theme: 'default',
    env: { fbAppId: null, version: 'test', adsEnabled: true, adTagUrl: null, siteUrl: 'https://earshot.test' },
  };
}

async function renderPage(path: string) {
  const response = await render(new Request(`https://earshot.test${path}`), context());
  const html = await response.text();
  return { response, html, head: html.slice(0, html.indexOf('</head>')) };
}

describe('the channel page, server-rendered', () => {
  it('has the channel in its share tags, for link previews made without JavaScript', async () => {
    const { response, head, html } = await renderPage(`/channel/${MIX_ID}/`);
    expect(response.status).toBe(200);
    const title = pageTitle('My Mix');
    const description = 'Jazz &amp; funk, one &quot;station&quot;.';
    // Link previews get the PNG rendition: Facebook and X do not show SVG.
    const image = 'https://earshot.test/img/tiles/123456789.png';
    expect(head).toContain(`<title>${title}</title>`);
    expect(head).toContain(`<meta property="og:title" content="${title}">`);
    expect(head).toContain(`<meta property="og:description" content="${description}">`);
    expect(head).toContain(`<meta property="og:image" content="${image}">`);
    expect(head).toContain('<link rel="canonical" href="https://earshot.test/channel/my-mix/123456789/">');
    expect(head).toContain('<meta property="og:url" content="https://earshot.test/channel/my-mix/123456789/">');
    expect(head).toContain(`<meta name="twitter:card" content="summary_large_image">`);
    expect(head).toContain(`<meta name="twitter:title" content="${title}">`);
    expect(head).toContain(`<meta name="twitter:description" content="${description}">`);
    expect(head).toContain(`<meta name="twitter:image" content="${image}">`);
    expect(html).toMatch(/<h1 class="channel-heading__name">My Mix<\/h1>/);
    expect(html).toContain('Funk Town');
  });

  it("has the featured artists and similar channels in the HTML, and the server's draw of songs in the page's state", async () => {
    const { html } = await renderPage(`/channel/${MIX_ID}/`);
    expect(html).toContain(`>${CHANNEL_PAGE_TEXT.featuring}</h2>`);
    expect(html).toContain(`>${CHANNEL_PAGE_TEXT.similar}</h2>`);
    expect(html).toMatch(/<a class="tile artist-tile" href="\/artist\/Miles%20Davis\/"[^>]*>.*?Miles Davis<\/span><\/a>/s);
    expect(html).toContain(`src="/img/covers155/${'d'.repeat(24)}.svg"`);
    expect(html).toContain('Cool Jazz');
    const state = new RegExp(`<script type="application/json" id="${BOOT_STATE_ID}" nonce="n0nce">(.*?)</script>`, 's').exec(html)?.[1] ?? '';
    // The browser shows the songs the server drew rather than drawing its own (hydration would not match).
    expect(state).toContain('So What');
  });

  it('finds the channel by its legacy id on /channel/{name}/{oldid}/', async () => {
    const { response, head } = await renderPage('/channel/my-mix/123456789/');
    expect(response.status).toBe(200);
    expect(head).toContain(`<meta property="og:title" content="${pageTitle('My Mix')}">`);
  });

  it("names a user channel's page by its id, which anyone may open, never by its legacy id (its owner's alone)", async () => {
    const mine = { ...MIX, is_user_channel: true, image: `/img/tiles/${MIX_ID}.svg` };
    const server = context();
    const api: RenderContext['api'] = async (path) => (path === endpointUrl(CHANNEL_ENDPOINTS.page, { params: { id: MIX_ID } }) ? Response.json({ ...PAGE, channelDetails: mine }) : server.api(path));
    const response = await render(new Request(`https://earshot.test/channel/${MIX_ID}/`), { ...server, api });
    const head = (await response.text()).split('</head>')[0];
    expect(head).toContain(`<link rel="canonical" href="https://earshot.test/channel/my-mix/${MIX_ID}/">`);
    expect(head).toContain(`<meta property="og:url" content="https://earshot.test/channel/my-mix/${MIX_ID}/">`);
    expect(head).toContain(`<meta property="og:image" content="https://earshot.test/img/tiles/${MIX_ID}.png">`);
    expect(head).not.toContain(String(MIX.oldid));
  });

  it.each(['/channel/ffffffffffffffffffffffff/', '/channel/not-a-channel/', '/channel/my-mix/404/'])('answers %s with the 404 page', async (path) => {
    const { response, head } = await renderPage(path);
    expect(response.status).toBe(404);
    expect(head).toContain('<meta name="robots" content="noindex">');
  });
});
