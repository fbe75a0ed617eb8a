import { expect, it } from 'vitest';
import type { RateLimiter } from '../http/rate-limit';

/** How many attempts in a row `limiter` allows on `key` before refusing (stops at limit + 1). */
async function allowedInARow(limiter: RateLimiter, key: string, limit: number): Promise<number> {
  for (let n = 0; n <= limit; n++) if (!(await limiter.consume(key, limit, 60_000)).allowed) return n;
  return limit + 1;
}

/**
 * What the log-in and channel-miss limits rely on, for every limiter: refunds, resets and counts
 * made through one server are seen by the other (`one` and `other` share their store), a refund
 * never lends attempts, and a peek counts nothing.
 */
export function refundsAndResets(limiters: () => { one: RateLimiter; other: RateLimiter }) {
  it('takes back a refunded attempt and forgets a reset key, as every server sees them', async () => {
    const { one, other } = limiters();
    for (let i = 0; i < 3; i++) await one.consume('r', 3, 60_000);
    await other.refund('r');
    expect(await allowedInARow(one, 'r', 3)).toBe(1);
    await other.reset('r');
    expect(await allowedInARow(one, 'r', 3)).toBe(3);
  });

  it('never lends attempts: a refund of a key never seen, or more refunds than attempts, adds none', async () => {
    const { one, other } = limiters();
    await one.refund('unseen');
    expect(await allowedInARow(other, 'unseen', 2)).toBe(2);
    await one.consume('once', 2, 60_000);
    for (let i = 0; i < 3; i++) await other.refund('once');
    expect(await allowedInARow(one, 'once', 2)).toBe(2);
  });

  it('peeks without counting: room until the limit is used up, as every server sees it', async () => {
    const { one, other } = limiters();
    expect((await other.peek('p', 2)).allowed).toBe(true);
    await one.consume('p', 2, 60_000);
    for (let i = 0; i < 5; i++) expect((await other.peek('p', 2)).allowed).toBe(true);
    await one.consume('p', 2, 60_000);
    const full = await other.peek('p', 2);
    expect(full.allowed).toBe(false);
    expect(full.retryAfterSeconds).toBeGreaterThan(0);
    await other.reset('p');
    expect((await one.peek('p', 2)).allowed).toBe(true);
  });
}
