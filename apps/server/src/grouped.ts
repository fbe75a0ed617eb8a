/** The values of `rows` by key, each key's values in the rows' order. */
export function grouped(rows: { key: string; value: string }[]): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.key, [...(map.get(r.key) ?? []), r.value]);
  return map;
}
