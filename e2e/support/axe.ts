import AxeBuilder from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** The page's WCAG 2.1 A and AA violations found by axe, one line each (rule id and where). */
export async function axeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
