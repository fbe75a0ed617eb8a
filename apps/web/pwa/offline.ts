import { COOKIES, OFFLINE_TEXT, THEME_COLORS, THEMES } from '@earshot/contract';

// The offline page's script (served as /offline.js; the page's policy runs no inline script).

/** The listener's theme, from the cookie the server draws pages by (the page itself is static). */
function applyChosenTheme(): void {
  const chosen = document.cookie
    .split('; ')
    .find((pair) => pair.startsWith(`${COOKIES.theme}=`))
    ?.slice(COOKIES.theme.length + 1);
  const theme = THEMES.find((name) => name === chosen) ?? 'default';
  document.documentElement.dataset.theme = theme;
  document.querySelector('meta[name="theme-color"]')?.setAttribute('content', THEME_COLORS[theme]);
}

/** Loads the page that was asked for; the service worker answers with this page again while the network is still gone. */
function resume(): void {
  const status = document.getElementById('offline-status');
  if (status) status.textContent = OFFLINE_TEXT.waiting;
  window.location.reload();
}

/**
 * `online` fires when the device regains a network; a network that is up while the site is not
 * (a captive portal, a server restarting) says nothing, so the page also asks the site now and then.
 */
const PROBE_EVERY_MS = 10_000;
async function probe(): Promise<void> {
  if (!navigator.onLine) return;
  const answered = await fetch(window.location.href, { method: 'HEAD', cache: 'no-store' }).then(
    () => true,
    () => false,
  );
  if (answered) resume();
}

applyChosenTheme();
window.addEventListener('online', resume);
setInterval(() => void probe(), PROBE_EVERY_MS);
document.getElementById('offline-retry')?.addEventListener('click', resume);
