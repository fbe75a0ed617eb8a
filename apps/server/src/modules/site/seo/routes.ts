import { MOOD_PAGE_SEGMENTS, channelPath, contentPagePath, segmentPath, siteUrl } from '@earshot/contract';
import type { FastifyInstance } from 'fastify';
import type { SeoRepo } from './repo';

/**
 * Pages that are the same for everyone and worth indexing (001 section 2). The holiday page only at
 * its canonical address: the other two show the same page.
 */
export const STATIC_PAGES = [
  '/',
  '/about/',
  '/five-star/',
  '/articles/',
  ...[MOOD_PAGE_SEGMENTS.workday, MOOD_PAGE_SEGMENTS.holiday[0], MOOD_PAGE_SEGMENTS.mostpopular, MOOD_PAGE_SEGMENTS.newest].map(segmentPath),
];

/** API calls and pages that belong to one listener: no use to a search engine. */
export const DISALLOWED = [
  '/c/m/json/',
  '/listener/',
  '/user_settings/',
  '/history/',
  '/favorites/',
  '/track-history/',
  '/ratings-history/',
  '/player/',
  '/reset-password/',
  '/change-email/',
  '/byebye/',
];

/** Both files change only when the catalog does: an hour in caches, a day served stale while revalidating. */
const CACHE_CONTROL = 'public, max-age=3600, stale-while-revalidate=86400';

const XML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

export function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** A path segment as it appears in a URL (genre and brand params are plain words, but be safe). */
const segment = (param: string) => encodeURIComponent(param);

export function robotsTxt(site: string): string {
  return ['User-agent: *', 'Allow: /', ...DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${siteUrl(site, '/sitemap.xml')}`, ''].join('\n');
}

export async function sitemapPaths(repo: SeoRepo): Promise<string[]> {
  const [channels, genres, brands, contentPages] = await Promise.all([
    repo.curatedChannels(),
    repo.genreParams(),
    repo.brandParams(),
    repo.contentPageUrls(),
  ]);
  const paths = [
    ...STATIC_PAGES,
    ...genres.map((param) => `/${segment(param)}/`),
    ...brands.map((param) => `/featured/${segment(param)}/`),
    ...channels.map((channel) => channelPath(channel)),
    ...contentPages.map(contentPagePath),
  ];
  return [...new Set(paths)];
}

export function sitemapXml(site: string, paths: string[]): string {
  const urls = paths.map((path) => `<url><loc>${escapeXml(siteUrl(site, path))}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * `GET /robots.txt` and `GET /sitemap.xml` (issue 7, item 9). Plain text and XML, not JSON API routes.
 * Links are on `site` (PUBLIC_URL) alone: a cache keeps both files an hour, whoever asked first.
 */
export function registerSeoRoutes(app: FastifyInstance, repo: SeoRepo, site: string): void {
  app.get('/robots.txt', async (_req, reply) =>
    reply.type('text/plain; charset=utf-8').header('cache-control', CACHE_CONTROL).send(robotsTxt(site)),
  );
  app.get('/sitemap.xml', async (_req, reply) => {
    const xml = sitemapXml(site, await sitemapPaths(repo));
    return reply.type('application/xml; charset=utf-8').header('cache-control', CACHE_CONTROL).send(xml);
  });
}
