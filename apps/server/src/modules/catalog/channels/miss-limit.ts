import { addressKey } from '../../../http/client-address';
import { errors } from '../../../http/errors';
import type { RateLimiter } from '../../../http/rate-limit';

/**
 * Channel ids that find nothing, per client address: user channels' legacy ids are 9 digits, so
 * without a limit they could be found by counting. Generous: a listener following stale links
 * never gets near it, a script guessing is held to a crawl.
 */
export const CHANNEL_MISS_LIMIT = { misses: 30, windowMs: 60_000 };

/** Counts lookups that found no channel; past the limit every lookup from the address is refused, hit or miss alike. */
export class ChannelMissLimit {
  constructor(private readonly limiter: RateLimiter) {}

  /** Throws 429 while the address has used up its misses: answering hits meanwhile would go on telling them apart. */
  async check(address: string | null): Promise<void> {
    if (address === null) return;
    const decision = await this.limiter.peek(this.key(address), CHANNEL_MISS_LIMIT.misses);
    if (!decision.allowed) throw errors.rateLimited(decision.retryAfterSeconds);
  }

  async missed(address: string | null): Promise<void> {
    if (address !== null) await this.limiter.consume(this.key(address), CHANNEL_MISS_LIMIT.misses, CHANNEL_MISS_LIMIT.windowMs);
  }

  private key(address: string): string {
    return `channel-miss:ip:${addressKey(address)}`;
  }
}
