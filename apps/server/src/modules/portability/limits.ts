import { YOUR_DATA_LIMITS } from '@earshot/contract';
import { type RateLimiter, enforceLimits } from '../../http/rate-limit';

const HOUR_MS = 3600 * 1000;

/** Per account: an export reads all the listener has, an import writes it. */
export class PortabilityLimits {
  constructor(private readonly limiter: RateLimiter) {}

  exported(userId: string): Promise<void> {
    return enforceLimits(this.limiter, [{ key: `data-export:account:${userId}`, limit: YOUR_DATA_LIMITS.exportsPerHour }], HOUR_MS);
  }

  imported(userId: string): Promise<void> {
    return enforceLimits(this.limiter, [{ key: `data-import:account:${userId}`, limit: YOUR_DATA_LIMITS.importsPerHour }], HOUR_MS);
  }
}
