// @vitest-environment jsdom
import type { GenresData, HomePage } from '@earshot/contract';
import { hydrate, QueryClient } from '../lib/query';
import { act, cleanup, screen } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToReadableStream } from 'react-dom/server';
// react-router/dom's RouterProvider would load a second copy of react-router under vitest.
import { createBrowserRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../api/testing';
import { type RenderContext, render } from '../entry-server';
import { createRoutes } from './routes';
import { AppProviders } from './AppProviders';
import { type BootState, readBootState } from './bootState';
import { loadLazyMatches, matchedChunks } from './lazyMatches';
import { lazyPage } from './lazyPage';

const GENRES: GenresData = { features: [], brands: [] };
const HOME: HomePage = { title: 'Home', sections: [] };
const ENV = { fbAppId: null, version: 'test', adsEnabled: true, adTagUrl: null, siteUrl: 'https://earshot.test' };

const ctx: RenderContext = {
  api: async (path) => Response.json(path.includes('genres') ? GENRES : HOME),
  nonce: 'n',
  assets: { scripts: [], styles: [], modules: [], chunks: {} },
  theme: 'default',
  env: ENV,
};

beforeAll(() => {
  // Server and browser rendering share one process here, which React remarks on; nothing else is hidden.
  const error = console.error;
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    if (!String(args[0]).includes('multiple renderers concurrently')) error(...args);
  });
});

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  cleanup();
  document.body.innerHTML = '';
});

/** Puts the server's HTML for `path` into the document, as the browser receives it. */
async function serverRender(path: string): Promise<BootState> {
  const html = await (await render(new Request(`https://earshot.test${path}`), ctx)).text();
  // A page part that waited for its code (the lazily loaded footer) leaves the server renderer's
  // context values in place when the render ends, which in a browser (no server renderer) cannot
  // happen; another render starts by taking them down.
  await (await renderToReadableStream(null)).allReady;
  window.history.replaceState(null, '', path);
  document.body.innerHTML = html.slice(html.indexOf('<body>') + '<body>'.length, html.indexOf('</body>'));
  return readBootState(document);
}

function rootElement(): HTMLElement {
  const element = document.getElementById('root');
  if (!element) throw new Error('the server-rendered page has no #root');
  return element;
}

function browserRoutes(boot: BootState) {
  const queryClient = new QueryClient();
  hydrate(queryClient, boot.queries);
  const api = fakeApi();
  const deps = { api, queryClient, awaitData: false };
  return { api, queryClient, routes: createRoutes(deps) };
}

describe('lazily loaded pages', () => {
  it('hydrate over the server-rendered page without a fallback or a mismatch once their code is loaded', async () => {
    const boot = await serverRender('/about');
    const { api, queryClient, routes } = browserRoutes(boot);
    await loadLazyMatches(routes, window.location);
    const router = createBrowserRouter(routes, { hydrationData: boot.router });
    expect(router.state.initialized).toBe(true);

    const hydrationErrors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(
        rootElement(),
        <AppProviders api={api} queryClient={queryClient} player={null} env={boot.env}>
          <RouterProvider router={router} />
        </AppProviders>,
        { onRecoverableError: (error) => hydrationErrors.push(error) },
      );
    });
    expect(hydrationErrors).toEqual([]);
    expect(screen.getByRole('heading', { level: 1, name: 'Our Story' })).toBeTruthy();
    router.dispose();
  });

  it('would leave the router waiting (rendering nothing) if hydrated before their code loads', async () => {
    const boot = await serverRender('/about');
    const { routes } = browserRoutes(boot);
    const router = createBrowserRouter(routes, { hydrationData: boot.router });
    expect(router.state.initialized).toBe(false);
    router.dispose();
  });

  it('load on the first navigation to one of them, and a path that is no page shows the 404 page', async () => {
    const boot = await serverRender('/');
    const { routes } = browserRoutes(boot);
    const router = createBrowserRouter(routes, { hydrationData: boot.router });
    await router.navigate('/about/');
    expect(router.state.matches.map((match) => match.route.id)).toEqual(['root', 'pages', 'about']);
    // One segment is the genre-or-brand catch-all `/:param/` (which shows the 404 page for neither).
    await router.navigate('/no/such-page/');
    expect(router.state.matches.at(-1)?.route.id).toBe('not-found');
    router.dispose();
  });

  it('name their chunk by source path, as the build manifest does', () => {
    expect(lazyPage('about').handle.chunk).toBe('src/pages/about/page.tsx');
    expect(matchedChunks([{ route: {} }, { route: { handle: lazyPage('about').handle } }, { route: { handle: { chunk: 'src/pages/about/page.tsx' } } }])).toEqual([
      'src/pages/about/page.tsx',
    ]);
    expect(() => lazyPage('no-such-page')).toThrow(/src\/pages\/no-such-page\/page\.tsx/);
  });
});
