import type { ContentPage, GenresData, PagesList } from '@earshot/contract';
import { describe, expect, it } from 'vitest';
import { type RenderContext, render } from '../../entry-server';

const GENRES: GenresData = { features: [], brands: [] };
const SEASON: ContentPage = {
  url: 'season-of-sharing',
  category: null,
  header: 'Season of Sharing: help us give away $25,000',
  title: 'Season of Sharing',
  desc: 'Vote for a charity while you listen.',
  content: '<h2>How it works</h2><p>Vote once a day.</p>',
  shareimage: '/img/articles/abcdef.svg',
};
const LIST: PagesList = { pages: [{ url: 'the-sample-trail', title: 'The Sample Trail', desc: 'Beats.', previewimage: null, article: true }] };

function context(answers: Record<string, unknown>): RenderContext {
  return {
    api: async (path) => {
      const body = { '/c/m/json/genres/': GENRES, ...answers }[path];
      return body ? Response.json(body) : Response.json({ error: 'not_found', message: 'Not found.' }, { status: 404 });
    },
    nonce: 'n',
    assets: { scripts: [], styles: [], modules: [], chunks: {} },
    theme: 'default',
    env: { fbAppId: null, version: 'test', adsEnabled: true, adTagUrl: null, siteUrl: 'https://earshot.test' },
  };
}

async function renderPath(path: string, answers: Record<string, unknown>) {
  const response = await render(new Request(`https://earshot.test${path}`), context(answers));
  return { status: response.status, html: await response.text() };
}

describe('content pages rendered on the server', () => {
  it('put the page, its title, description and share image in the HTML', async () => {
    const { status, html } = await renderPath('/page/season-of-sharing/', { '/c/m/pages/season-of-sharing': SEASON });
    expect(status).toBe(200);
    expect(html).toContain('<title>Season of Sharing - Listen to Free Radio Stations</title>');
    expect(html).toContain('<h1 class="content-page__header">Season of Sharing: help us give away $25,000</h1>');
    expect(html).toContain('<h2>How it works</h2><p>Vote once a day.</p>');
    expect(html).toContain('<meta property="og:image" content="https://earshot.test/img/articles/abcdef.png">');
    expect(html).toContain('<meta name="description" content="Vote for a charity while you listen.">');
    expect(html).toContain('<link rel="canonical" href="https://earshot.test/page/season-of-sharing/">');
  });

  it('answer 404 with the 404 page for a page that does not exist, in a category or not', async () => {
    for (const path of ['/page/no-such-page/', '/page/help/no-such-page/']) {
      const { status, html } = await renderPath(path, {});
      expect(status, path).toBe(404);
      expect(html).toContain('We couldn&#x27;t find this page :(');
    }
  });

  it('answer 404 with the 404 page, not the crash page, for a payload with no page in it', async () => {
    const { status, html } = await renderPath('/page/blank/', { '/c/m/pages/blank': {} });
    expect(status).toBe(404);
    expect(html).toContain('We couldn&#x27;t find this page :(');
  });

  it('put the articles in the HTML of /articles/', async () => {
    const { status, html } = await renderPath('/articles/', { '/c/m/pages': LIST });
    expect(status).toBe(200);
    expect(html).toContain('href="/page/the-sample-trail/"');
    expect(html).toContain('The Sample Trail');
  });
});
