import { MESSAGES, PRODUCT, pageTitle } from '@earshot/contract';
import { dehydrate } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createApiClient } from './api/client';
import { AppProviders } from './app/AppProviders';
import { type BootState, routerHydrationState } from './app/bootState';
import { headTags, renderDocument, renderFatalDocument } from './app/document';
import type { PageMetaData } from './app/meta';
import { createServerQueryClient } from './app/queryClient';
import { resolveTheme } from './app/theme';
import { createRoutes } from './routes';

export interface RenderContext {
  /** In-process call into the JSON API with the visitor's cookies; returns a standard Response. */
  api(path: string): Promise<Response>;
  /** CSP nonce for every inline <script>/<style> emitted. */
  nonce: string;
  /** Hashed client entry files from the Vite manifest (URL paths). */
  assets: { scripts: string[]; styles: string[] };
  /** Value of the themecss cookie, or 'default'. */
  theme: string;
}

const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8' };
const DEFAULT_META: PageMetaData = { title: pageTitle(PRODUCT), description: MESSAGES.siteDescription };

async function renderToHtml(element: ReactNode, nonce: string): Promise<string> {
  const stream = await renderToReadableStream(element, { nonce });
  // Crawlers and no-JS visitors get the whole page, not a streamed shell.
  await stream.allReady;
  return new Response(stream).text();
}

/** Renders one page request to a complete HTML document (or passes a loader's redirect through). */
export async function render(request: Request, ctx: RenderContext): Promise<Response> {
  const queryClient = createServerQueryClient();
  const api = createApiClient((path, init) => {
    if (init.method && init.method !== 'GET') throw new Error('Server rendering only reads from the API');
    return ctx.api(path);
  }, () => null);
  const { query, dataRoutes } = createStaticHandler(createRoutes({ api, queryClient, awaitData: true }));
  const context = await query(request);
  if (context instanceof Response) return context;

  let meta = DEFAULT_META;
  let body: string;
  try {
    body = await renderToHtml(
      <AppProviders api={api} queryClient={queryClient} player={null} metaSink={(pageMeta) => (meta = pageMeta)}>
        <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
      </AppProviders>,
      ctx.nonce,
    );
  } catch (error) {
    console.error('Server rendering failed', request.url, error);
    return new Response(renderFatalDocument(ctx.assets.styles), { status: 500, headers: HTML_HEADERS });
  }

  const bootState: BootState = { router: routerHydrationState(context), queries: dehydrate(queryClient) };
  const html = renderDocument({
    head: headTags(meta, new URL(request.url)),
    body,
    theme: resolveTheme(ctx.theme),
    nonce: ctx.nonce,
    assets: ctx.assets,
    bootState,
  });
  return new Response(html, { status: context.statusCode, headers: HTML_HEADERS });
}
