export type QueryKey = readonly unknown[];

declare const dataTag: unique symbol;
/** A key that carries the type of its data, so reading the cache by key needs no type argument. */
export type DataTag<K extends QueryKey, T> = K & { [dataTag]: T };
/** The data type a key carries, or `Fallback` for a plain key. */
export type DataOf<K, Fallback> = K extends { [dataTag]: infer T } ? T : Fallback;

const sortedObject = (value: object) =>
  Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));

/** One string per key, the same for keys whose objects list their fields in another order. */
export function hashKey(key: QueryKey): string {
  return JSON.stringify(key, (_, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value) ? sortedObject(value) : value,
  );
}

/** Whether `key` starts with every part of `prefix`: `['channel']` matches `['channel', '12']`. */
export function keyStartsWith(key: QueryKey, prefix: QueryKey): boolean {
  return prefix.length <= key.length && hashKey(key.slice(0, prefix.length)) === hashKey(prefix);
}
