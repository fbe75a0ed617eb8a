import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { APP_FILES } from '@earshot/contract';
import type { FastifyInstance } from 'fastify';
import { OFFLINE_PAGE_POLICY } from './csp';

const DAY = 'public, max-age=86400';
/** Asked again on every use (a 304 when unchanged): a new build's worker must reach browsers at once. */
const REVALIDATE = 'no-cache';

/**
 * The installable app's files, which the web build writes beside its assets (apps/web/pwa): the
 * service worker at the root so that it may control every page, the manifest, the icons and the
 * offline page. Read once at start-up, like the favicon.
 */
export function registerAppFiles(app: FastifyInstance, clientDir: string): void {
  const files: [string, string, string, Record<string, string>?][] = [
    [APP_FILES.serviceWorker, 'text/javascript; charset=utf-8', REVALIDATE],
    [APP_FILES.manifest, 'application/manifest+json', DAY],
    [APP_FILES.offlinePage, 'text/html; charset=utf-8', REVALIDATE, { 'content-security-policy': OFFLINE_PAGE_POLICY }],
    [APP_FILES.offlineScript, 'text/javascript; charset=utf-8', REVALIDATE],
    [APP_FILES.offlineStyles, 'text/css; charset=utf-8', REVALIDATE],
    ...Object.values(APP_FILES.icons).map((icon): [string, string, string] => [icon, 'image/png', DAY]),
  ];
  for (const [url, type, cacheControl, headers] of files) {
    const body = readFileSync(path.join(clientDir, url));
    const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
    app.get(url, async (req, reply) => {
      reply.type(type).header('cache-control', cacheControl).header('etag', etag).headers(headers ?? {});
      return req.headers['if-none-match'] === etag ? reply.status(304).send() : reply.send(body);
    });
  }
}
