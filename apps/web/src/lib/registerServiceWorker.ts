import { APP_FILES } from '@earshot/contract';

/** A failed registration leaves the site as it was without one: online only. */
export function registerServiceWorker(win: Window): Promise<void> {
  return win.navigator.serviceWorker.register(APP_FILES.serviceWorker).then(
    () => {},
    () => {},
  );
}
