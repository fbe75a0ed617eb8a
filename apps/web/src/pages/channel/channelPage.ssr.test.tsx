import { type ChannelSettingsDetails, channelDetailsPath, type GenresData, pageTitle } from '@earshot/contract';
import { describe, expect, it } from 'vitest';
import { channel } from '../../app/testing';
import { BOOT_STATE_ID } from '../../app/document';
import { type RenderContext, render } from '../../entry-server';

const MIX: ChannelSettingsDetails = {
  ...channel(7, { name: 'My Mix', description: 'Jazz & funk, one "station".', oldid: 123456789, image: '/img/tiles/123456789.svg' }),
  added_channels_names: ['Smooth Jazz', 'Funk Town'],
  removed_artists: [{ _id: { $oid: 'a'.repeat(24) }, artistdisplay: 'Kenny G' }],
  removed_tracks: [{ _id: { $oid: '1'.repeat(24) }, title: 'Songbird', track_artist: 'Kenny G' }],
  included_channels: [],
};
const MIX_ID = MIX._id.$oid;
const GENRES: GenresData = { features: [], brands: [] };

/** The server's side of render(): the API answers for MIX by either of its ids, a 404 for anything else. */
function context(): RenderContext {
  const answers: Record<string, unknown> = {
    '/c/m/json/genres/': GENRES,
    [channelDetailsPath(MIX_ID)]: MIX,
    [channelDetailsPath(String(MIX.oldid))]: MIX,
  };
  return {
    api: async (path) => {
      const body = answers[path];
      return body ? Response.json(body) : Response.json({ error: 'not_found', message: 'Channel not found.' }, { status: 404 });
    },
    nonce: 'n0nce',
    assets: { scripts: ['/assets/main.js'], styles: [], modules: [], chunks: {} },
    theme: 'default',
    env: { fbAppId: null, version: 'test' },
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
    const image = 'https://earshot.test/img/tiles/123456789.svg';
    expect(head).toContain(`<title>${title}</title>`);
    expect(head).toContain(`<meta property="og:title" content="${title}">`);
    expect(head).toContain(`<meta property="og:description" content="${description}">`);
    expect(head).toContain(`<meta property="og:image" content="${image}">`);
    expect(head).toContain(`<meta property="og:url" content="https://earshot.test/channel/${MIX_ID}/">`);
    expect(head).toContain(`<meta name="twitter:card" content="summary_large_image">`);
    expect(head).toContain(`<meta name="twitter:title" content="${title}">`);
    expect(head).toContain(`<meta name="twitter:description" content="${description}">`);
    expect(head).toContain(`<meta name="twitter:image" content="${image}">`);
    expect(html).toMatch(/<h1 class="channel-heading__name">My Mix<\/h1>/);
    expect(html).toContain('Funk Town');
  });

  it("keeps the channel's bans out of the page's state", async () => {
    const { html } = await renderPage(`/channel/${MIX_ID}/`);
    const state = new RegExp(`<script type="application/json" id="${BOOT_STATE_ID}" nonce="n0nce">(.*?)</script>`, 's').exec(html)?.[1] ?? '';
    expect(state).toContain('My Mix');
    expect(state).not.toContain('Kenny G');
  });

  it('finds the channel by its legacy id on /channel/{name}/{oldid}/', async () => {
    const { response, head } = await renderPage('/channel/my-mix/123456789/');
    expect(response.status).toBe(200);
    expect(head).toContain(`<meta property="og:title" content="${pageTitle('My Mix')}">`);
  });

  it.each(['/channel/ffffffffffffffffffffffff/', '/channel/not-a-channel/', '/channel/my-mix/404/'])('answers %s with the 404 page', async (path) => {
    const { response, head } = await renderPage(path);
    expect(response.status).toBe(404);
    expect(head).toContain('<meta name="robots" content="noindex">');
  });
});
