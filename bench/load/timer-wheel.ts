/**
 * One shared clock for thousands of simulated listeners: callbacks are kept in buckets of `tickMs`
 * and run by a single interval, so 10,000 listeners waiting for their next chunk cost one timer,
 * not 10,000 (Node's per-timer and per-promise overhead is what made the old simulation too
 * expensive to drive more than a few hundred listeners).
 */
export class TimerWheel {
  private readonly buckets = new Map<number, (() => void)[]>();
  /** The last slot already run: anything due at or before it runs at the next tick. */
  private cursor: number;
  private interval: NodeJS.Timeout | undefined;
  /** How late the latest-running callback ran since the last `takeMaxLateMs()`: the generator's own lag. */
  private maxLateMs = 0;

  constructor(
    private readonly tickMs: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.cursor = Math.floor(now() / tickMs);
  }

  /** Runs `fn` at the first tick at or after `atMs` (on the `now` clock); a time already past runs at the next tick. */
  at(atMs: number, fn: () => void): void {
    const slot = Math.max(Math.ceil(atMs / this.tickMs), this.cursor + 1);
    const bucket = this.buckets.get(slot);
    if (bucket) bucket.push(fn);
    else this.buckets.set(slot, [fn]);
  }

  /** Callbacks waiting. */
  get size(): number {
    let n = 0;
    for (const bucket of this.buckets.values()) n += bucket.length;
    return n;
  }

  /** Runs every callback now due. Ones they schedule for now or earlier wait for the next tick, so a tick always ends. */
  tick(): void {
    const now = this.now();
    const current = Math.floor(now / this.tickMs);
    const due: (() => void)[][] = [];
    for (let slot = this.cursor + 1; slot <= current; slot++) {
      const bucket = this.buckets.get(slot);
      if (!bucket) continue;
      this.buckets.delete(slot);
      due.push(bucket);
      this.maxLateMs = Math.max(this.maxLateMs, now - slot * this.tickMs);
    }
    this.cursor = Math.max(this.cursor, current);
    for (const bucket of due) for (const fn of bucket) fn();
  }

  /** The worst lateness since the last call, then starts over. */
  takeMaxLateMs(): number {
    const late = this.maxLateMs;
    this.maxLateMs = 0;
    return late;
  }

  start(): void {
    this.interval ??= setInterval(() => this.tick(), this.tickMs);
  }

  stop(): void {
    clearInterval(this.interval);
    this.interval = undefined;
    this.buckets.clear();
  }
}
