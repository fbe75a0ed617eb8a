import { describe, expect, it } from 'vitest';
import { refundsAndResets } from '../test/rate-limiter-behaviour';
import { MemoryRateLimiter } from './rate-limit';

describe('in-memory rate limiter', () => {
  it('allows `limit` attempts per window, then says how long to wait, then allows again', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter(() => now);
    for (let i = 0; i < 3; i++) expect(await limiter.consume('k', 3, 60_000)).toEqual({ allowed: true, retryAfterSeconds: 0 });
    now += 15_000;
    expect(await limiter.consume('k', 3, 60_000)).toEqual({ allowed: false, retryAfterSeconds: 45 });
    expect((await limiter.consume('other', 3, 60_000)).allowed).toBe(true);
    now += 45_000;
    expect((await limiter.consume('k', 3, 60_000)).allowed).toBe(true);
  });

  refundsAndResets(() => {
    const limiter = new MemoryRateLimiter();
    return { one: limiter, other: limiter };
  });

  it('ignores a refund for a window that has ended', async () => {
    let now = 1_000_000;
    const limiter = new MemoryRateLimiter(() => now);
    for (let i = 0; i < 3; i++) await limiter.consume('k', 3, 60_000);
    now += 60_000;
    await limiter.refund('k');
    for (let i = 0; i < 3; i++) expect((await limiter.consume('k', 3, 60_000)).allowed).toBe(true);
    expect((await limiter.consume('k', 3, 60_000)).allowed).toBe(false);
  });
});

describe('in-memory rate limiter under a flood of distinct keys', () => {
  const CAPACITY = 1000;
  /** Each a distinct 250-character address, as a script trying log-ins would send. */
  const addresses = (round: number, n: number) => Array.from({ length: n }, (_, i) => `log-in:account:${`${round}-${i}-`.padEnd(230, 'x')}@example.com`);

  it('holds at most its capacity of counters, however many distinct keys arrive, and still counts a new one', async () => {
    const limiter = new MemoryRateLimiter(Date.now, CAPACITY);
    for (const key of addresses(0, 20 * CAPACITY)) await limiter.consume(key, 10, 15 * 60_000);
    expect(limiter.size).toBeLessThanOrEqual(CAPACITY);
    expect((await limiter.consume('fresh', 1, 60_000)).allowed).toBe(true);
    expect((await limiter.consume('fresh', 1, 60_000)).allowed).toBe(false);
  });

  it('keeps refusing a key being hammered while more distinct keys than it holds arrive, each tried up to the limit', async () => {
    const limiter = new MemoryRateLimiter(Date.now, CAPACITY);
    const limit = 3;
    for (let i = 0; i < limit; i++) await limiter.consume('log-in:account:victim@example.com', limit, 60_000);
    for (let round = 0; round < 4; round++) {
      expect((await limiter.consume('log-in:account:victim@example.com', limit, 60_000)).allowed).toBe(false);
      for (const key of addresses(round, CAPACITY)) for (let i = 0; i < limit; i++) await limiter.consume(key, limit, 60_000);
    }
    expect((await limiter.consume('log-in:account:victim@example.com', limit, 60_000)).allowed).toBe(false);
    expect(limiter.size).toBeLessThanOrEqual(CAPACITY);
  });

  it('counts long keys that differ only at their end apart', async () => {
    const limiter = new MemoryRateLimiter();
    const [one, other] = addresses(0, 2);
    expect((await limiter.consume(one, 1, 60_000)).allowed).toBe(true);
    expect((await limiter.consume(other, 1, 60_000)).allowed).toBe(true);
    expect((await limiter.consume(one, 1, 60_000)).allowed).toBe(false);
  });
});
