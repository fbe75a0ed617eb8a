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

const SWEEP_EVERY = 1000;

const refusal = (window: Window, now: number): RateDecision => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil((window.startedAt + window.windowMs - now) / 1000)),
});

/** Fixed windows starting at a key's first attempt; expired windows are swept as keys are added. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly windows = new Map<string, Window>();
  private added = 0;

  constructor(private readonly clock: () => number = Date.now) {}

  async consume(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    const now = this.clock();
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= window.windowMs) {
      window = { startedAt: now, count: 0, windowMs };
      this.windows.set(key, window);
      if (++this.added % SWEEP_EVERY === 0) this.sweep(now);
    }
    window.count += 1;
    return window.count <= limit ? { allowed: true, retryAfterSeconds: 0 } : refusal(window, now);
  }

  async peek(key: string, limit: number): Promise<RateDecision> {
    const now = this.clock();
    const window = this.windows.get(key);
    if (!window || now - window.startedAt >= window.windowMs || window.count < limit) return { allowed: true, retryAfterSeconds: 0 };
    return refusal(window, now);
  }

  async refund(key: string): Promise<void> {
    const window = this.windows.get(key);
    if (window && this.clock() - window.startedAt < window.windowMs && window.count > 0) window.count -= 1;
  }

  async reset(key: string): Promise<void> {
    this.windows.delete(key);
  }

  private sweep(now: number): void {
    for (const [key, w] of this.windows) if (now - w.startedAt >= w.windowMs) this.windows.delete(key);
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
