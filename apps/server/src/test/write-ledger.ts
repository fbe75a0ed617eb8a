/** A stored value that the ledger does not allow, and what it allows. */
export interface Mismatch<V> {
  key: string;
  stored: V;
  allowed: V[];
}

/**
 * What each key of one kind of write may hold after a crash: the last value the server
 * acknowledged (or that was read back), and every value sent since whose answer never came; each
 * of those died with the server, stored or not.
 */
export class WriteLedger<V> {
  private readonly entries = new Map<string, { known: V; unanswered: V[] }>();
  acknowledgedWrites = 0;
  unansweredWrites = 0;

  constructor(
    keys: string[],
    private readonly initial: V,
  ) {
    for (const key of keys) this.entries.set(key, { known: initial, unanswered: [] });
  }

  keys(): string[] {
    return [...this.entries.keys()];
  }

  /** The value last sent for `key`: the next write changes it. */
  latest(key: string): V {
    const entry = this.entry(key);
    return entry.unanswered.at(-1) ?? entry.known;
  }

  acknowledged(key: string, value: V): void {
    this.acknowledgedWrites += 1;
    this.entries.set(key, { known: value, unanswered: [] });
  }

  unanswered(key: string, value: V): void {
    this.unansweredWrites += 1;
    this.entry(key).unanswered.push(value);
  }

  /** The values `key` may hold now. */
  allowed(key: string): V[] {
    const entry = this.entry(key);
    return [...new Set([entry.known, ...entry.unanswered])];
  }

  /**
   * Checks what the server holds (keys it leaves out hold the initial value), then takes it as
   * known: the writes that died with the server are settled. Returns what no write explains.
   */
  settle(stored: ReadonlyMap<string, V>): Mismatch<V>[] {
    const mismatches: Mismatch<V>[] = [...stored]
      .filter(([key]) => !this.entries.has(key))
      .map(([key, value]) => ({ key, stored: value, allowed: [] }));
    for (const key of this.keys()) {
      const value = stored.get(key) ?? this.initial;
      const allowed = this.allowed(key);
      if (!allowed.includes(value)) mismatches.push({ key, stored: value, allowed });
      this.entries.set(key, { known: value, unanswered: [] });
    }
    return mismatches;
  }

  /** What every key holds once nothing is in doubt. */
  known(): Map<string, V> {
    return new Map([...this.entries].map(([key, entry]) => [key, entry.known]));
  }

  private entry(key: string) {
    const entry = this.entries.get(key);
    if (!entry) throw new Error(`${key} is not a key of this ledger`);
    return entry;
  }
}
