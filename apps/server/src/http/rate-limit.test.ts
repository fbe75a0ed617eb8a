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
