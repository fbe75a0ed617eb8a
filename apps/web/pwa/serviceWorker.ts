import { APP_FILES } from '@earshot/contract';
import { strategyFor } from './strategy';

// The build (plugin.ts) writes these in: the app shell's files, and a version that changes with
// any of them (a new build installs a new worker, which keeps only its own cache).
declare const __APP_SHELL__: string[];
declare const __SHELL_VERSION__: string;

/** The parts of a service worker's global scope used here (the project's types are the window's). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  request: Request;
  respondWith(response: Promise<Response>): void;
}
declare const self: {
  location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  skipWaiting(): Promise<void>;
};

const CACHE_PREFIX = 'earshot-shell-';
const CACHE = `${CACHE_PREFIX}${__SHELL_VERSION__}`;
const SHELL = new Set(__APP_SHELL__);

self.addEventListener('install', (event) => {
  // The new build takes over at once: hashed files never change under their names, so a page of the
  // previous build keeps finding its own files (cached, or on the server).
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll([...SHELL])).then(() => self.skipWaiting()));
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches.keys().then((names) => Promise.all(names.filter((name) => name.startsWith(CACHE_PREFIX) && name !== CACHE).map((name) => caches.delete(name)))),
  );
});

async function page(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch {
    return (await caches.match(APP_FILES.offlinePage, { cacheName: CACHE })) ?? Response.error();
  }
}

async function cacheFirst(request: Request): Promise<Response> {
  const cached = await caches.match(request, { cacheName: CACHE });
  if (cached) return cached;
  const response = await fetch(request);
  // Whole answers only: a partial (206) or failed one is not the file.
  if (response.status === 200) {
    const copy = response.clone();
    // Not awaited: the page has its file; a full disk only means fetching it again next time.
    caches.open(CACHE).then((cache) => cache.put(request, copy)).catch(() => {});
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const strategy = strategyFor(event.request, self.location.origin, SHELL);
  if (strategy === 'page') event.respondWith(page(event.request));
  else if (strategy === 'cache-first') event.respondWith(cacheFirst(event.request));
});
