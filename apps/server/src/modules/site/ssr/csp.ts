import type { ClientEnv } from '@earshot/contract';

/** Where the Facebook SDK loads from and opens its log-in dialog, allowed only when an app id is configured. */
const FACEBOOK_SCRIPT = 'https://connect.facebook.net';
const FACEBOOK_FRAMES = 'https://www.facebook.com https://web.facebook.com';

/**
 * The page's Content-Security-Policy: scripts run only with this response's nonce. With an external
 * ad tag, `'strict-dynamic'` lets the (nonced) tag load the scripts and frames its network needs
 * while inline scripts without the nonce stay blocked. Ad images may come from any https host.
 */
export function contentSecurityPolicy(nonce: string, env: ClientEnv, audioOrigin: string | null = null): string {
  const facebook = env.fbAppId !== null;
  // The player fetches audio (MediaSource) and may play it by URL: both need the CDN's origin (AUDIO_BASE_URL).
  const audio = audioOrigin ? ` ${audioOrigin}` : '';
  const tag = env.adTagUrl !== null;
  const scripts = tag
    ? `'nonce-${nonce}' 'strict-dynamic' https:`
    : `'self' 'nonce-${nonce}'${facebook ? ` ${FACEBOOK_SCRIPT}` : ''}`;
  const frames = [...(facebook ? [FACEBOOK_FRAMES] : []), ...(tag ? ['https:'] : [])];
  return [
    "default-src 'self'",
    `script-src ${scripts}`,
    ...(frames.length ? [`frame-src ${frames.join(' ')}`] : []),
    `style-src-elem 'self' 'nonce-${nonce}'`,
    // React sets element style attributes (progress bars, tile widths); those cannot carry a nonce.
    "style-src-attr 'unsafe-inline'",
    `img-src 'self' data:${env.adsEnabled ? ' https:' : ''}`,
    `media-src 'self' blob:${audio}`,
    `connect-src 'self'${audio}${facebook ? ` ${FACEBOOK_FRAMES}` : ''}${tag ? ' https:' : ''}`,
    "font-src 'self'",
    // The installable app's service worker and manifest (APP_FILES). Named apart: with an ad tag the
    // scripts' 'strict-dynamic' ignores 'self', which would otherwise stop the worker registering.
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/**
 * The offline page's policy (a static file: apps/web/pwa/offlinePage.ts): its own script and
 * stylesheets, its logo, and the address it probes for the network coming back; nothing inline.
 */
export const OFFLINE_PAGE_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self'",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
].join('; ');
