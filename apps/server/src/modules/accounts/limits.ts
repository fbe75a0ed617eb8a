import { ACCOUNT_LIMITS } from '@earshot/contract';
import { addressKey } from '../../http/client-address';
import { type Limit, type RateLimiter, enforceLimits } from '../../http/rate-limit';

/** Named by the action, not the URL, so every path variant of a call shares its counters. */
export type AuthAction =
  | 'log-in' | 'sign-up' | 'sign-up-confirm' | 'reset-request' | 'recover'
  | 'change-email' | 'change-email-address' | 'change-email-confirm' | 'change-password' | 'facebook-connection';

const WINDOW_MS = ACCOUNT_LIMITS.authWindowMinutes * 60 * 1000;

/** The counters one checked attempt took from. */
export interface CountedAttempt {
  ipKey: string | null;
  accountKey: string | null;
}

/** Per client address (an IPv6 /64) and per account: many accounts from one address, or many addresses at one account. */
export class AuthLimits {
  constructor(private readonly limiter: RateLimiter) {}

  /**
   * Throws 429 (Retry-After) when this attempt is over either limit; `account` is a normalized email or an id.
   * The attempt is counted before the work it guards, so attempts sent all at once are counted too.
   */
  async check(action: AuthAction, ip: string | null, account: string | null): Promise<CountedAttempt> {
    const attempt: CountedAttempt = {
      ipKey: ip === null ? null : `${action}:ip:${addressKey(ip)}`,
      accountKey: account ? `${action}:account:${account}` : null,
    };
    const limits: Limit[] = [];
    if (attempt.ipKey) limits.push({ key: attempt.ipKey, limit: ACCOUNT_LIMITS.authAttemptsPerIp });
    if (attempt.accountKey) limits.push({ key: attempt.accountKey, limit: ACCOUNT_LIMITS.authAttemptsPerAccount });
    await enforceLimits(this.limiter, limits, WINDOW_MS);
    return attempt;
  }

  /**
   * Only failures count: a success is taken back from the address's count and clears the account's.
   * The address keeps its earlier failures, so logging in to one's own account between guesses at
   * others does not reset the per-address limit.
   */
  async succeeded(attempt: CountedAttempt): Promise<void> {
    await Promise.all([
      attempt.ipKey ? this.limiter.refund(attempt.ipKey) : undefined,
      attempt.accountKey ? this.limiter.reset(attempt.accountKey) : undefined,
    ]);
  }
}
