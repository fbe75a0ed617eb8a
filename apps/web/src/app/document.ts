import { APP_FILES, MESSAGES, PRODUCT, THEME_COLORS, type ThemeName, pageTitle, shareImageUrl, siteUrl } from '@earshot/contract';
import type { PageMetaData } from '../lib/meta';

export const BOOT_STATE_ID = 'earshot-state';

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/** JSON that cannot end its <script> early or open a comment inside it. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/**
 * The page's head. Its links are on `site` (ClientEnv.siteUrl); `path` is the page's own path, or
 * null where there is no page (a 404 names no address of its own for search engines or link previews).
 */
export function headTags(meta: PageMetaData, site: string, path: string | null): string {
  const pagePath = meta.canonicalPath ?? path;
  const canonical = pagePath === null ? null : siteUrl(site, pagePath.endsWith('/') ? pagePath : `${pagePath}/`);
  const tags: [string, string, string][] = [
    ['name', 'description', meta.description],
    ['property', 'og:type', 'website'],
    ['property', 'og:site_name', PRODUCT],
    ['property', 'og:title', meta.title],
    ['property', 'og:description', meta.description],
    ['name', 'twitter:card', meta.image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', meta.title],
    ['name', 'twitter:description', meta.description],
  ];
  if (canonical !== null) tags.push(['property', 'og:url', canonical]);
  if (meta.image) {
    // Generated art is a path on the site; a content page's share image may be anywhere.
    const image = new URL(shareImageUrl(meta.image), site).href;
    tags.push(['property', 'og:image', image], ['name', 'twitter:image', image]);
  }
  if (meta.noindex) tags.push(['name', 'robots', 'noindex']);
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    ...(canonical === null ? [] : [`<link rel="canonical" href="${escapeHtml(canonical)}">`]),
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml">',
    `<link rel="manifest" href="${APP_FILES.manifest}">`,
    `<link rel="apple-touch-icon" href="${APP_FILES.icons.appleTouch}">`,
    ...tags.map(([attr, key, value]) => `<meta ${attr}="${key}" content="${escapeHtml(value)}">`),
  ].join('\n');
}

/** The files one page links in its <head> (URL paths). */
export interface DocumentAssets {
  /** Stylesheets, in cascade order. */
  styles: string[];
  /** Module scripts to run: the client entry. */
  scripts: string[];
  /** Modules the page will import right away (<link rel="modulepreload">), fetched alongside the entry. */
  modules: string[];
}

export interface DocumentParts {
  head: string;
  body: string;
  theme: ThemeName;
  nonce: string;
  assets: DocumentAssets;
  bootState: unknown;
  /** An external ad network's script (ClientEnv.adTagUrl), loaded with the page's nonce. */
  adTagUrl?: string | null;
}

export function renderDocument({ head, body, theme, nonce, assets, bootState, adTagUrl }: DocumentParts): string {
  const n = escapeHtml(nonce);
  const styles = assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`);
  // The page is whole in its HTML and its module scripts run only after the parse, so the first paint
  // needs none of them. At their default (high) priority they take a slow connection's bandwidth from
  // the stylesheets and the visible images, and Lighthouse's simulation counts the entry, which
  // finishes downloading before the paint, as blocking that paint (it cannot match a module's
  // evaluation to its URL, so it never learns the script ran after the paint): FCP 1.6–2.0 s where
  // the same document without scripts paints at 0.9–1.1 s.
  const late = 'fetchpriority="low"';
  const scripts = assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}" nonce="${n}" ${late}></script>`);
  // Nonced too: with an ad tag the policy is 'strict-dynamic', which ignores 'self' for preloads.
  const modules = assets.modules.map((href) => `<link rel="modulepreload" href="${escapeHtml(href)}" nonce="${n}" ${late}>`);
  if (adTagUrl) scripts.push(`<script async src="${escapeHtml(adTagUrl)}" nonce="${n}"></script>`);
  return `<!doctype html>
<html lang="en" data-theme="${escapeHtml(theme)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="${THEME_COLORS[theme]}">
${head}
${styles.join('\n')}
${scripts.join('\n')}
${modules.join('\n')}
</head>
<body>
<div id="root">${body}</div>
<script type="application/json" id="${BOOT_STATE_ID}" nonce="${n}">${jsonForScript(bootState)}</script>
</body>
</html>`;
}

/** The static apology served when the page itself fails to render. */
export function renderFatalDocument(styles: string[]): string {
  const links = styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`).join('\n');
  return `<!doctype html>
<html lang="en" data-theme="default">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(pageTitle('Something went wrong'))}</title>
<meta name="robots" content="noindex">
${links}
</head>
<body>
<main class="app__main status-page">
<h1>${escapeHtml(MESSAGES.fatalApology)}</h1>
<p>If it keeps happening, our <a href="/page/help/">help pages</a> may have an answer.</p>
</main>
</body>
</html>`;
}
