import type { Page } from 'playwright-core';

/**
 * Starts collecting the page's console errors and uncaught exceptions into the returned list (a
 * hydration mismatch is one); empty it with `list.length = 0`. Chromium's own line about a
 * not-found page's 404 status is not the page's error, and is left out.
 */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    const documentStatus = message.location().url === page.url() && message.text().startsWith('Failed to load resource');
    if (message.type() === 'error' && !documentStatus) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
