/**
 * Distinct keys seen within a window, in bounded memory: a Map kept in order of last sight, so
 * the expired ones are always at its front. Past `max` keys the one seen longest ago is forgotten,
 * so a client minting a new key per request cannot grow it without bound; the count then reads
 * low, never high.
 */
export class RecentKeys {
  private readonly seen = new Map<string, number>();

  constructor(
    private readonly windowMs: number,
    private readonly max: number,
    private readonly clock: () => number = Date.now,
  ) {}

  touch(key: string): void {
    this.seen.delete(key);
    this.seen.set(key, this.clock());
    if (this.seen.size > this.max) this.seen.delete(this.seen.keys().next().value as string);
  }

  /** Keys seen within the window (the older ones are dropped now). */
  count(): number {
    const since = this.clock() - this.windowMs;
    for (const [key, at] of this.seen) {
      if (at > since) break;
      this.seen.delete(key);
    }
    return this.seen.size;
  }
}
