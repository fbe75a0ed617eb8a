import { readFileSync } from 'node:fs';
import { ARTICLE_LIMITS, BREAKPOINTS } from '@earshot/contract';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./content-pages.css', import.meta.url), 'utf8');

/** The rules inside `@media (max-width: {px - 0.02}px) { … }` blocks, joined. */
function below(px: number): string {
  const head = `@media (max-width: ${px - 0.02}px) {`;
  return css
    .split(head)
    .slice(1)
    .map((block) => block.split(/\n}\n/)[0])
    .join('\n');
}

describe('Channel Chatter folding (content-pages.css)', () => {
  it('hides the articles past ARTICLE_LIMITS at the breakpoints the layout uses', () => {
    expect(below(BREAKPOINTS.md)).toContain(`.article-grid--folded > li:nth-child(n + ${ARTICLE_LIMITS.shownMedium + 1})`);
    expect(below(BREAKPOINTS.sm)).toContain(`.article-grid--folded > li:nth-child(n + ${ARTICLE_LIMITS.shownNarrow + 1})`);
    expect(below(BREAKPOINTS.md)).toContain('.chatter__toggle--below-md');
    expect(below(BREAKPOINTS.sm)).toContain('.chatter__toggle--below-sm');
  });
});
