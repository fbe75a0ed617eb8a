import { ACCOUNT_LIMITS } from '@earshot/contract';
import { addressKey } from '../../http/client-address';
import { type Limit, type RateLimiter, enforceLimits } from '../../http/rate-limit';

/** Named by the action, not the URL, so every path variant of a call shares its counters. */
export type AuthAction = 'log-in' | 'sign-up' | 'sign-up-confirm' | 'reset-request' | 'recover' | 'change-email' | 'change-password';

const WINDOW_MS = ACCOUNT_LIMITS.authWindowMinutes * 60 * 1000;

/** Per client address (an IPv6 /64) and per account: many accounts from one address, or many addresses at one account. */
export class AuthLimits {
  constructor(private readonly limiter: RateLimiter) {}

  /** Throws 429 (Retry-After) when this attempt is over either limit; `account` is a normalized email or an id. */
  async check(action: AuthAction, ip: string | null, account: string | null): Promise<void> {
    const limits: Limit[] = [];
    if (ip !== null) limits.push({ key: `${action}:ip:${addressKey(ip)}`, limit: ACCOUNT_LIMITS.authAttemptsPerIp });
    if (account) limits.push({ key: `${action}:account:${account}`, limit: ACCOUNT_LIMITS.authAttemptsPerAccount });
    await enforceLimits(this.limiter, limits, WINDOW_MS);
  }
}
