import { createHash } from 'node:crypto';
import { errors } from './errors';

export interface RateDecision {
  allowed: boolean;
  /** Seconds until the window that refused this attempt ends (0 when allowed). */
  retryAfterSeconds: number;
}

/**
 * Counts attempts per key in fixed windows. Async so a shared store (Redis, for several servers)
 * can implement it; the in-memory one below is exact for a single process.
 */
export interface RateLimiter {
  consume(key: string, limit: number, windowMs: number): Promise<RateDecision>;
  /** Whether the key's current window has room for another attempt, without counting one. */
  peek(key: string, limit: number): Promise<RateDecision>;
  /** Takes back one attempt counted in the key's current window (none when it has ended). */
  refund(key: string): Promise<void>;
  /** Forgets the key's window: its next attempt starts a new one. */
  reset(key: string): Promise<void>;
}

interface Window {
  startedAt: number;
  count: number;
  windowMs: number;
}

/**
 * Keys are made of what clients send (an email address); longer ones are kept as their hash, so a
 * counter's memory, or its Redis key, does not grow with the address. Keys callers build are named
 * `action:kind:value`, so none starts like a hashed one.
 */
const MAX_KEY_LENGTH = 64;
export const storedKey = (key: string): string =>
  key.length <= MAX_KEY_LENGTH ? key : `sha256:${createHash('sha256').update(key).digest('base64url')}`;

const SWEEP_EVERY = 1000;
/** A counter takes about 280 bytes (measured): at most some 14 MB of heap, whatever the number of addresses tried. */
const DEFAULT_CAPACITY = 50_000;

const refusal = (window: Window, now: number): RateDecision => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + window.windowMs - now) / 1000)),
});

/**
 * Fixed windows starting at a key's first attempt; expired windows are swept as keys are added.
 * Holds at most `capacity` counters: when full, a new key makes it forget the one with the fewest
 * attempts (the oldest of those). So a key being hammered outlives a flood of new ones, and making
 * it forget a counter at k attempts takes giving every other counter k attempts first.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();
  /** The same keys grouped by their count, each group in the order its keys reached that count. */
  private readonly byCount = new Map<number, Set<string>>();
  private added = 0;

  constructor(
    private readonly clock: () => number = Date.now,
    private readonly capacity = DEFAULT_CAPACITY,
  ) {}

  /** Counters held now. */
  get size(): number {
    return this.windows.size;
  }

  async consume(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const stored = storedKey(key);
    const now = this.clock();
    let window = this.windows.get(stored);
    if (!window || now - window.startedAt >= window.windowMs) {
      if (window) this.forget(stored);
      else if (this.windows.size >= this.capacity) this.forgetFewest();
      window = { startedAt: now, count: 0, windowMs };
      this.windows.set(stored, window);
      if (++this.added % SWEEP_EVERY === 0) this.sweep(now);
    }
    this.recount(stored, window, window.count + 1);
    return window.count <= limit ? { allowed: true, retryAfterSeconds: 0 } : refusal(window, now);
  }

  async peek(key: string, limit: number): Promise<RateDecision> {
    const now = this.clock();
    const window = this.windows.get(storedKey(key));
    if (!window || now - window.startedAt >= window.windowMs || window.count < limit) return { allowed: true, retryAfterSeconds: 0 };
    return refusal(window, now);
  }

  async refund(key: string): Promise<void> {
    const stored = storedKey(key);
    const window = this.windows.get(stored);
    if (window && this.clock() - window.startedAt < window.windowMs && window.count > 0) this.recount(stored, window, window.count - 1);
  }

  async reset(key: string): Promise<void> {
    this.forget(storedKey(key));
  }

  private recount(key: string, window: Window, count: number): void {
    this.ungroup(key, window.count);
    window.count = count;
    const group = this.byCount.get(count);
    if (group) group.add(key);
    else this.byCount.set(count, new Set([key]));
  }

  private ungroup(key: string, count: number): void {
    const group = this.byCount.get(count);
    if (group?.delete(key) && group.size === 0) this.byCount.delete(count);
  }

  private forget(key: string): void {
    const window = this.windows.get(key);
    if (!window) return;
    this.windows.delete(key);
    this.ungroup(key, window.count);
  }

  private forgetFewest(): void {
    let fewest: Set<string> | undefined;
    let fewestCount = Infinity;
    for (const [count, group] of this.byCount) {
      if (count < fewestCount) [fewest, fewestCount] = [group, count];
    }
    const oldest = fewest?.values().next().value;
    if (oldest !== undefined) this.forget(oldest);
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (now - w.startedAt >= w.windowMs) this.forget(key);
  }
}

export interface Limit {
  key: string;
  limit: number;
}

/**
 * Consumes one attempt from every limit (so a refused attempt still counts everywhere) and throws
 * 429 with Retry-After when any of them is exhausted.
 */
export async function enforceLimits(limiter: RateLimiter, limits: Limit[], windowMs: number): Promise<void> {
  const decisions = await Promise.all(limits.map((l) => limiter.consume(l.key, l.limit, windowMs)));
  const refused = decisions.filter((d) => !d.allowed);
  if (refused.length) throw errors.rateLimited(Math.max(...refused.map((d) => d.retryAfterSeconds)));
}
