import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Frame, Page } from 'playwright-core';

declare global {
  interface Window {
    axe?: { run(context: Document, options: RunOptions): Promise<AxeResults> };
  }
}

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const WCAG_21_AA: RunOptions = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] };

/**
 * The page's WCAG 2.1 A and AA violations found by axe, one line each (rule id and where). It
 * checks the page as it rests: mid-way through the route fade every colour is half transparent,
 * which axe would rightly report as low contrast.
 *
 * axe runs inside the page (and its frames), loaded once per document: @axe-core/playwright opens
 * a new tab for every check to merge the frames' results there, which made each check several
 * times slower, and the route walk checks every page in every theme.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await settleAnimations(page);
  for (const frame of page.frames()) await loadAxe(frame);
  return page.evaluate(async (options) => {
    if (!window.axe) throw new Error('axe is not loaded in the page');
    const results = await window.axe.run(document, options);
    return results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  }, WCAG_21_AA);
}

async function loadAxe(frame: Frame): Promise<void> {
  if (!(await frame.evaluate(() => window.axe !== undefined))) await frame.evaluate(AXE_SOURCE);
}

/** Waits for every animation that ends (fades, slides) to end; looping ones (spinners) are left. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}
