import type { Page } from 'playwright-core';

declare global {
  interface Window {
    __reportCspViolation?: (line: string) => void;
  }
}

/**
 * Starts collecting what the page's Content-Security-Policy blocks, one line each (directive, what
 * was blocked, where), into the returned list; empty it with `list.length = 0`. Every document the
 * page opens reports its `securitypolicyviolation` events to it, including those fired before the
 * page's own scripts run.
 */
export async function collectCspViolations(page: Page): Promise<string[]> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (line: string) => {
    violations.push(line);
  });
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const blocked = event.blockedURI || 'inline';
        window.__reportCspViolation?.(`${event.effectiveDirective} blocked ${blocked} in ${event.sourceFile || event.documentURI}:${event.lineNumber}`);
      },
      true,
    );
  });
  return violations;
}
