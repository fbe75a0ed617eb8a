import { PRODUCT } from './messages';

/**
 * The installable app's files. All at the site's root: a service worker controls only the pages
 * under its own folder, and the build (apps/web/pwa), the server and the pages all name them here.
 */
export const APP_FILES = {
  manifest: '/manifest.webmanifest',
  serviceWorker: '/sw.js',
  offlinePage: '/offline.html',
  offlineScript: '/offline.js',
  offlineStyles: '/offline.css',
  icons: {
    any192: '/icons/icon-192.png',
    any512: '/icons/icon-512.png',
    maskable512: '/icons/maskable-512.png',
    appleTouch: '/icons/apple-touch-icon.png',
  },
} as const;

/** What the offline page says (shown for a page opened while the network is gone). */
export const OFFLINE_TEXT = {
  title: "You're offline",
  body: `${PRODUCT} can't reach the network right now. This page comes back by itself as soon as the connection does.`,
  retry: 'Try again',
  waiting: 'Waiting for the network…',
} as const;
