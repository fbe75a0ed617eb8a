import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { COOKIES, siteUrl } from '@earshot/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { registerAppFiles } from './app-files';
import { type ClientEnv, loadRenderer } from './assets';
import { contentSecurityPolicy } from './csp';
import { pagePath } from './page-path';
import { serverTiming } from './server-timing';

export type PageRenderer = (req: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply>;

/** Serves the built client assets and returns the page renderer used for every page path. */
/** `audioBaseUrl`: where signed audio URLs point (AUDIO_BASE_URL), null for this server. */
export async function registerSsr(app: FastifyInstance, webDist: string, env: ClientEnv, audioBaseUrl: string | null = null): Promise<PageRenderer> {
  const audioOrigin = audioBaseUrl ? new URL(audioBaseUrl).origin : null;
  const { render, assets } = await loadRenderer(webDist);
  await app.register(fastifyStatic, {
    root: path.join(webDist, 'client/assets'),
    prefix: '/assets/',
    immutable: true,
    maxAge: '365d',
    index: false,
    // The build writes .br and .gz beside each file (apps/web/precompress.ts).
    preCompressed: true,
  });

  registerAppFiles(app, path.join(webDist, 'client'));
  const favicon = readFileSync(path.join(webDist, 'client/favicon.svg'));
  for (const url of ['/favicon.svg', '/favicon.ico']) {
    app.get(url, async (_req, reply) => reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(favicon));
  }

  const renderPage = async (req: FastifyRequest, reply: FastifyReply) => {
    const nonce = randomBytes(16).toString('base64');
    const cookie = `${req.headers.cookie ?? ''}; ${app.sessions.cookieName}=${req.sessionToken}`;
    const api = async (apiPath: string) => {
      // As the visitor's own call: per-address limits (channel lookups) count them, not this server.
      const res = await app.inject({ method: 'GET', url: apiPath, remoteAddress: req.ip, headers: { cookie, 'user-agent': 'earshot-ssr' } });
      return new Response(res.body, { status: res.statusCode, headers: { 'content-type': String(res.headers['content-type'] ?? '') } });
    };
    // The page is the site's (PUBLIC_URL), whatever Host, scheme or doubled slashes the request came with.
    const request = new Request(siteUrl(env.siteUrl, pagePath(req.url)), { method: 'GET', headers: { accept: 'text/html' } });
    const theme = req.cookies[COOKIES.theme] ?? 'default';
    const renderStart = performance.now();
    const response = await render(request, { api, nonce, assets, theme, env });
    const html = await response.text();
    reply.status(response.status);
    response.headers.forEach((value, key) => {
      reply.header(key, value);
    });
    // The render's own time, API calls included, beside what a browser waits for in total: the
    // Lighthouse bench reads it, and so can anyone in a browser's network panel.
    reply.header('server-timing', serverTiming(performance.now() - renderStart));
    reply.header('content-security-policy', contentSecurityPolicy(nonce, env, audioOrigin));
    reply.header('cache-control', 'private, no-cache');
    return reply.send(html);
  };

  return renderPage;
}
