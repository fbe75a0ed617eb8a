import { type ClientAssets, MESSAGES, PRODUCT, type RenderContext, pageTitle } from '@earshot/contract';
import { dehydrate } from './lib/query';
import type { ReactNode } from 'react';
import { renderToReadableStream } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { createApiClient } from './api/client';
import { AppProviders } from './app/AppProviders';
import { type BootState, routerHydrationState } from './app/bootState';
import { type DocumentAssets, headTags, renderDocument, renderFatalDocument } from './app/document';
import { matchedChunks } from './app/lazyMatches';
import type { PageMetaData } from './lib/meta';
import { createServerQueryClient } from './app/queryClient';
import { resolveTheme } from './lib/theme';
import { carriesSecretKey } from './app/secretLinks';
import { createRoutes } from './app/routes';

export type { ChunkAssets, ClientAssets, RenderContext } from '@earshot/contract';

const HTML_HEADERS = { 'content-type': 'text/html; charset=utf-8' };
const DEFAULT_META: PageMetaData = { title: pageTitle(PRODUCT), description: MESSAGES.siteDescription };

/** The entry's files plus those of the matched routes' lazy chunks, so the browser fetches them all at once. */
function pageAssets(assets: ClientAssets, chunkKeys: string[]): DocumentAssets {
  const chunks = chunkKeys.map((key) => assets.chunks[key]).filter((chunk) => chunk !== undefined);
  return {
    scripts: assets.scripts,
    styles: [...new Set([...assets.styles, ...chunks.flatMap((chunk) => chunk.styles)])],
    modules: [...new Set([...assets.modules, ...chunks.flatMap((chunk) => chunk.modules)])],
  };
}

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
  const deps = { api, queryClient, awaitData: true };
  const { query, dataRoutes } = createStaticHandler(createRoutes(deps));
  const context = await query(request);
  if (context instanceof Response) return context;

  let meta = DEFAULT_META;
  let body: string;
  try {
    body = await renderToHtml(
      <AppProviders api={api} queryClient={queryClient} player={null} env={ctx.env} metaSink={(pageMeta) => (meta = pageMeta)}>
        <StaticRouterProvider router={createStaticRouter(dataRoutes, context)} context={context} hydrate={false} />
      </AppProviders>,
      ctx.nonce,
    );
  } catch (error) {
    console.error('Server rendering failed', request.url, error);
    return new Response(renderFatalDocument(ctx.assets.styles), { status: 500, headers: HTML_HEADERS });
  }

  const bootState: BootState = { router: routerHydrationState(context), queries: dehydrate(queryClient), env: ctx.env };
  const { pathname } = new URL(request.url);
  const html = renderDocument({
    head: headTags(meta, ctx.env.siteUrl, context.statusCode === 404 ? null : pathname),
    body,
    theme: resolveTheme(ctx.theme),
    nonce: ctx.nonce,
    assets: pageAssets(ctx.assets, matchedChunks(context.matches)),
    bootState,
    // An ad network's script never runs where the address holds a reset or sign-up key.
    adTagUrl: carriesSecretKey(pathname) ? null : ctx.env.adTagUrl,
  });
  return new Response(html, { status: context.statusCode, headers: HTML_HEADERS });
}
