import type { Redis } from 'ioredis';
import { errors } from './errors';
import type { RateDecision, RateLimiter } from './rate-limit';

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

/** The same fixed windows as MemoryRateLimiter, counted in Redis so that every server sees every attempt. */
export class RedisRateLimiter implements RateLimiter {
  constructor(
    private readonly redis: Redis,
    /** Keeps these counters apart from anything else in the same Redis database. */
    private readonly prefix = 'earshot:rate:',
  ) {}

  async consume(key: string, limit: number, windowMs: number): Promise<RateDecision> {
    // Unreachable Redis refuses the attempt (503) rather than letting it through uncounted.
    const [count, ttlMs] = (await this.redis.eval(CONSUME, 1, this.prefix + key, windowMs).catch(() => {
      throw errors.unavailable();
    })) as [number, number];
    if (count <= limit) return { allowed: true, retryAfterSeconds: 0 };
    return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)) };
  }
}
