import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refundsAndResets } from '../test/rate-limiter-behaviour';
import { sharedStoreUrls } from '../test/shared-stores';
import { connectRedis } from '../redis';
import { AppError } from './errors';
import { RedisRateLimiter } from './redis-rate-limit';

describe('Redis rate limiter', () => {
  // Without Redis the file fails here, loudly, before any test or hook runs.
  const { redisUrl } = sharedStoreUrls();
  let redis: Redis;
  /** A second connection, as another server has. */
  let elsewhere: Redis;
  const prefix = `earshot-test:${randomBytes(6).toString('hex')}:`;

  beforeAll(() => {
    redis = new Redis(redisUrl);
    elsewhere = new Redis(redisUrl);
  });
  afterAll(async () => {
    const keys = await redis.keys(`${prefix}*`);
    if (keys.length) await redis.del(...keys);
    redis.disconnect();
    elsewhere.disconnect();
  });

  it('allows `limit` attempts per window across limiters on the same Redis, then says how long to wait', async () => {
    const one = new RedisRateLimiter(redis, prefix);
    const other = new RedisRateLimiter(elsewhere, prefix);
    expect(await one.consume('k', 3, 60_000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await other.consume('k', 3, 60_000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    expect(await one.consume('k', 3, 60_000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    const refused = await other.consume('k', 3, 60_000);
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(0);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(60);
    expect((await one.consume('another key', 3, 60_000)).allowed).toBe(true);
  });

  it('starts a new window once the last one has expired in Redis', async () => {
    const limiter = new RedisRateLimiter(redis, prefix);
    expect((await limiter.consume('w', 1, 60_000)).allowed).toBe(true);
    expect((await limiter.consume('w', 1, 60_000)).allowed).toBe(false);
    await redis.del(`${prefix}w`);
    expect((await limiter.consume('w', 1, 60_000)).allowed).toBe(true);
    expect(await redis.pttl(`${prefix}w`)).toBeGreaterThan(0);
  });

  it('stores a long key under a name of bounded length, and counts long keys that differ only at their end apart', async () => {
    const limiter = new RedisRateLimiter(redis, prefix);
    const one = `log-in:account:${'x'.repeat(250)}@example.com`;
    const other = `log-in:account:${'x'.repeat(250)}@example.org`;
    expect((await limiter.consume(one, 1, 60_000)).allowed).toBe(true);
    expect((await limiter.consume(other, 1, 60_000)).allowed).toBe(true);
    expect((await limiter.consume(one, 1, 60_000)).allowed).toBe(false);
    const names = await redis.keys(`${prefix}*`);
    expect(Math.max(...names.map((name) => name.length - prefix.length))).toBeLessThanOrEqual(64);
  });

  refundsAndResets(() => ({ one: new RedisRateLimiter(redis, prefix), other: new RedisRateLimiter(elsewhere, prefix) }));

  it('keeps a window\'s expiry when an attempt is refunded', async () => {
    const limiter = new RedisRateLimiter(redis, prefix);
    await limiter.consume('ttl', 3, 60_000);
    await limiter.consume('ttl', 3, 60_000);
    await limiter.refund('ttl');
    expect(await redis.pttl(`${prefix}ttl`)).toBeGreaterThan(0);
  });

  it('refuses the attempt with a 503 the client can retry, not a 500, once Redis is gone', async () => {
    const lost = await connectRedis(redisUrl);
    const limiter = new RedisRateLimiter(lost, prefix);
    expect((await limiter.consume('gone', 3, 60_000)).allowed).toBe(true);
    lost.disconnect();
    const refused = await limiter.consume('gone', 3, 60_000).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(AppError);
    expect(refused).toMatchObject({ status: 503, id: 'service_unavailable', headers: { 'retry-after': '5' } });
  });
});
