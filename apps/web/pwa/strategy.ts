/**
 * How the service worker answers one request. Nothing that carries a listener's data is ever
 * stored: pages (their boot state holds who is logged in), the JSON API, audio and streams.
 *
 * - `page`: a navigation, from the network; when the network is gone, the offline page.
 * - `cache-first`: a file whose name changes with its content (hashed build assets) or one of the
 *   app shell's own files, from the cache, else fetched and kept.
 * - `network`: left to the browser, untouched (the worker does not answer it at all).
 */
export type Strategy = 'page' | 'cache-first' | 'network';

/** The build's hashed file names (Vite: `name-<8 characters of hash>.ext`), code, styles, fonts and images. */
const HASHED_ASSET = /^\/assets\/[^/]+-[\w-]{8}\.(?:js|css|woff2?|svg|png|webp)$/;

/** Long answers a navigation may open directly (an audio file or a stream in a tab): no offline page for those. */
const MEDIA_PREFIXES = ['/audio/', '/stream/'];

export interface RequestFacts {
  url: string;
  method: string;
  mode: string;
}

export function strategyFor(request: RequestFacts, origin: string, shell: ReadonlySet<string>): Strategy {
  const url = new URL(request.url);
  if (request.method !== 'GET' || url.origin !== origin) return 'network';
  if (MEDIA_PREFIXES.some((prefix) => url.pathname.startsWith(prefix))) return 'network';
  if (request.mode === 'navigate') return 'page';
  if (url.search === '' && (shell.has(url.pathname) || HASHED_ASSET.test(url.pathname))) return 'cache-first';
  return 'network';
}
