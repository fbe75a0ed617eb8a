import type { Redis } from 'ioredis';
import { errors } from './errors';
import { type RateDecision, type RateLimiter, storedKey } from './rate-limit';

/**
 * One round trip, atomic: the attempt is counted and a new window's expiry set together, so two
 * servers counting the same key at the same moment cannot both start a window or lose a count.
 * Returns the count so far and the window's remaining milliseconds.
 */
const CONSUME = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
return { count, redis.call('PTTL', KEYS[1]) }
`;

/** The count so far and the remaining milliseconds, in one round trip; an absent key counts 0. */
const PEEK = `
return { tonumber(redis.call('GET', KEYS[1]) or '0'), redis.call('PTTL', KEYS[1]) }
`;

/** Decrements only a live window: a key that has expired stays gone, and a count never goes below zero. */
const REFUND = `
local count = tonumber(redis.call('GET', KEYS[1]) or '0')
if count > 0 then redis.call('DECR', KEYS[1]) end
return count
`;

/** The same fixed windows as MemoryRateLimiter, counted in Redis so that every server sees every attempt. */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    /** Keeps these counters apart from anything else in the same Redis database. */
    private readonly prefix = 'earshot:rate:',
  ) {}

  async consume(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    // Unreachable Redis refuses the attempt (503) rather than letting it through uncounted.
    const [count, ttlMs] = (await this.redis.eval(CONSUME, 1, this.prefix + storedKey(key), windowMs).catch(() => {
      throw errors.unavailable();
    })) as [number, number];
    if (count <= limit) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
  }

  async peek(key: string, limit: number): Promise<RateDecision> {
    const [count, ttlMs] = (await this.redis.eval(PEEK, 1, this.prefix + storedKey(key)).catch(() => {
      throw errors.unavailable();
    })) as [number, number];
    if (count < limit) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
  }

  // Refunds and resets follow an attempt that succeeded: Redis lost since then must not turn that
  // success into an error, and a lost refund only leaves the attempt counted (the safe direction).
  async refund(key: string): Promise<void> {
    await this.redis.eval(REFUND, 1, this.prefix + storedKey(key)).catch(() => undefined);
  }

  async reset(key: string): Promise<void> {
    await this.redis.del(this.prefix + storedKey(key)).catch(() => undefined);
  }
}
