/**
 * Splits `total` into integer shares proportional to `weights` (largest remainder).
 * When total is smaller than the number of weights, the lightest entries get zero.
 */
export function apportion(weights: readonly number[], total: number): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (w / sum) * total);
  const shares = exact.map((x) => Math.floor(x));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => ({ i, frac: x - Math.floor(x), w: weights[i] ?? 0 }))
    .sort((a, b) => b.frac - a.frac || b.w - a.w || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    shares[i] = (shares[i] ?? 0) + 1;
    left--;
  }
  return shares;
}

/** Like apportion, but every entry gets at least one when total allows it. */
export function apportionAtLeastOne(weights: readonly number[], total: number): number[] {
  if (total < weights.length) {
    const ranked = weights.map((w, i) => ({ w, i })).sort((a, b) => b.w - a.w || a.i - b.i);
    const out = weights.map(() => 0);
    for (const { i } of ranked.slice(0, total)) out[i] = 1;
    return out;
  }
  const rest = apportion(weights, total - weights.length);
  return rest.map((n) => n + 1);
}

/**
 * Spreads `total` channels over at most total/minEach of the heaviest entries, so that
 * small catalogs get fewer families with several channels each rather than many singletons.
 */
export function apportionClustered(weights: readonly number[], total: number, minEach: number): number[] {
  const families = Math.min(weights.length, Math.max(1, Math.floor(total / minEach)));
  const keep = new Set(weights.map((w, i) => ({ w, i })).sort((a, b) => b.w - a.w || a.i - b.i).slice(0, families).map((x) => x.i));
  const kept = weights.map((w, i) => (keep.has(i) ? w : 0));
  const shares = apportionAtLeastOne(kept.filter((w) => w > 0), total);
  let k = 0;
  return kept.map((w) => (w > 0 ? (shares[k++] ?? 0) : 0));
}
