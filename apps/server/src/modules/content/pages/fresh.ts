import { Lru } from '../../../lru';

/**
 * Answers kept by key for `freshMs` after they were built: visitors arriving together share
 * one build of the same answer (and one database read). A failed build is not kept.
 */
export class FreshFor<V> {
  private readonly entries: Lru<string, { at: number; value: Promise<V> }>;

  constructor(
    private readonly freshMs: number,
    maxKeys: number,
    private readonly clock: () => number,
  ) {
    this.entries = new Lru(maxKeys);
  }

  get(key: string, build: () => Promise<V>): Promise<V> {
    const now = this.clock();
    const kept = this.entries.get(key);
    if (kept && now - kept.at < this.freshMs) return kept.value;
    const entry = { at: now, value: build() };
    entry.value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    this.entries.set(key, entry);
    return entry.value;
  }
}
