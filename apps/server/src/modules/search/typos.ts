import { SEARCH_LIMITS } from '@earshot/contract';

/** How many typos a query of this length may carry: short queries match exactly (too much else is one letter away). */
export function typosAllowed(queryLength: number): number {
  if (queryLength < SEARCH_LIMITS.typoFreeBelow) return 0;
  return queryLength < SEARCH_LIMITS.twoTyposFrom ? 1 : 2;
}

/**
 * The fewest edits (insert, delete, substitute, swap two neighbours) that turn `query` into some
 * prefix of `text` (the listener is still typing, so 'smoth ja' should find 'smooth jazz'), and
 * into the whole of `text`. Stops early once every prefix is further than `limit`; `whole` is then
 * Infinity.
 */
export function editDistances(query: string, text: string, limit: number): { prefix: number; whole: number } {
  const n = query.length;
  let beforePrev: number[] = [];
  let prev = Array.from({ length: n + 1 }, (_, i) => i);
  let best = prev[n];
  for (let j = 1; j <= text.length; j++) {
    const row = [j];
    let rowMin = j;
    for (let i = 1; i <= n; i++) {
      const cost = query[i - 1] === text[j - 1] ? 0 : 1;
      let d = Math.min(prev[i] + 1, row[i - 1] + 1, prev[i - 1] + cost);
      if (i > 1 && j > 1 && query[i - 1] === text[j - 2] && query[i - 2] === text[j - 1]) d = Math.min(d, beforePrev[i - 2] + 1);
      row.push(d);
      rowMin = Math.min(rowMin, d);
    }
    best = Math.min(best, row[n]);
    if (rowMin > limit) return { prefix: best, whole: Number.POSITIVE_INFINITY };
    beforePrev = prev;
    prev = row;
  }
  return { prefix: best, whole: prev[n] };
}
