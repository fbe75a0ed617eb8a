/**
 * Registers the installable app's service worker once the page has loaded and the browser is idle:
 * installing it downloads the app shell, which must not take bandwidth from the page's own files
 * or a first click's audio. Browsers without service workers (or with them turned off) go without.
 * The registration itself (and the app files' names) is a chunk of its own, loaded then: nothing of
 * it is needed before the page is used.
 */
export function registerServiceWorkerWhenIdle(win: Window = window): void {
  if (!('serviceWorker' in win.navigator)) return;
  const register = () => void import('./registerServiceWorker').then((m) => m.registerServiceWorker(win)).catch(() => {});
  // Safari has no requestIdleCallback.
  const whenIdle = () => (typeof win.requestIdleCallback === 'function' ? win.requestIdleCallback(register, { timeout: 10_000 }) : win.setTimeout(register, 1000));
  if (win.document.readyState === 'complete') whenIdle();
  else win.addEventListener('load', whenIdle, { once: true });
}
