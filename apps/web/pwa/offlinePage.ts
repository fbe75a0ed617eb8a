import { APP_FILES, OFFLINE_TEXT, PRODUCT, THEME_COLORS, pageTitle } from '@earshot/contract';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The page the service worker shows for a page asked for while the network is gone. Static (it is
 * cached when the worker installs); its script (offline.ts) puts it in the listener's theme and
 * reloads when the network is back. `styles`: the app's own stylesheets, for the theme colours and buttons.
 */
export function offlinePageHtml(styles: readonly string[]): string {
  const links = [...styles, APP_FILES.offlineStyles].map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`);
  return `<!doctype html>
<html lang="en" data-theme="default">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(pageTitle(OFFLINE_TEXT.title))}</title>
<meta name="robots" content="noindex">
<meta name="theme-color" content="${THEME_COLORS.default}">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<link rel="manifest" href="${APP_FILES.manifest}">
${links.join('\n')}
<script src="${APP_FILES.offlineScript}" defer></script>
</head>
<body>
<main class="offline">
<img class="offline__logo" src="/favicon.svg" alt="${escapeHtml(PRODUCT)}" width="72" height="72">
<h1>${escapeHtml(OFFLINE_TEXT.title)}</h1>
<p>${escapeHtml(OFFLINE_TEXT.body)}</p>
<button type="button" id="offline-retry" class="button button--primary">${escapeHtml(OFFLINE_TEXT.retry)}</button>
<p id="offline-status" class="offline__status" role="status"></p>
</main>
</body>
</html>
`;
}
