/** Up to `count` distinct items drawn at random (a partial Fisher–Yates shuffle). */
export function pickDistinct<T>(items: readonly T[], count: number, random: () => number): T[] {
  const pool = [...items];
  const n = Math.min(count, pool.length);
  for (let i = 0; i < n; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j], pool[i]];
  }
  return pool.slice(0, n);
}

/**
 * Up to `count` items, no two with the same key, drawn at random: the keys first, then one item of
 * each. A key with many items is no likelier to be drawn than one with a single item.
 */
export function pickByDistinctKey<T>(items: readonly T[], key: (item: T) => string, count: number, random: () => number): T[] {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const group = groups.get(key(item));
    if (group) group.push(item);
    else groups.set(key(item), [item]);
  }
  return pickDistinct([...groups.values()], count, random).flatMap((group) => pickDistinct(group, 1, random));
}
