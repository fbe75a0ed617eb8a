import { ABOUT_TEXT, CONTACT_ADDRESS, CURATORS, type GenresData, pageTitle } from '@earshot/contract';
import { describe, expect, it } from 'vitest';
import { type RenderContext, render } from '../../entry-server';

const GENRES: GenresData = { features: [], brands: [] };

const context = (): RenderContext => ({
  api: async (path) => (path === '/c/m/json/genres/' ? Response.json(GENRES) : Response.json({ error: 'not_found', message: 'Not found.' }, { status: 404 })),
  nonce: 'n0nce',
  assets: { scripts: ['/assets/main.js'], styles: [], modules: [], chunks: {} },
  theme: 'default',
  env: { fbAppId: null, version: 'test', adsEnabled: true, adTagUrl: null, siteUrl: 'https://earshot.test' },
});

describe('Our Story, server-rendered', () => {
  it('is in the HTML with its title, description and canonical address, curators and contact address', async () => {
    const response = await render(new Request('https://earshot.test/about/'), context());
    expect(response.status).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(`<title>${pageTitle(ABOUT_TEXT.title)}</title>`);
    expect(head).toContain(`<meta name="description" content="${ABOUT_TEXT.description}">`);
    expect(head).toContain('<link rel="canonical" href="https://earshot.test/about/">');
    for (const curator of CURATORS) expect(html).toContain(`<h3>${curator.name}</h3>`);
    expect(html).toContain(`href="mailto:${CONTACT_ADDRESS.email}"`);
  });
});
