import { randomBytes } from 'node:crypto';
import { AUTH_TEXT, emailProblem, isEmail, normalizeEmail } from '@earshot/contract';
import type { Config } from '../../config';
import { AppError } from '../../http/errors';
import type { SessionUser } from '../../http/session';
import type { AuthLimits } from './limits';
import { verifyPassword } from './passwords';
import { presentUserStats } from './presenter';
import type { AccountRepo } from './repo';
import { verifySignedRequest } from './social';

/** `signedUp`: this log-in made the account (a first Facebook log-in). */
export type LogInResult = { userId: string; signedUp?: true } | { error: string };

export interface SocialLogIn {
  userId: string;
  signedRequest: string;
}

/** Same shape as every other id: 24 hex, random. */
export const newUserId = () => randomBytes(12).toString('hex');

/** Log-in and social log-in; they answer who is logging in, the route starts the session. */
export class AccountService {
  constructor(
    private readonly repo: AccountRepo,
    private readonly limits: AuthLimits,
    private readonly facebook: Config['facebook'],
    private readonly clock: () => number,
  ) {}

  /** Wrong email and wrong password answer alike, after the same single password verification; only failures count towards the limits. */
  async logIn(form: { email: string; password: string }, ip: string): Promise<LogInResult> {
    const email = normalizeEmail(form.email);
    const attempt = await this.limits.check('log-in', ip, isEmail(email) ? email : null);
    const problem = emailProblem(email);
    if (problem) return { error: problem };
    if (!form.password) return { error: AUTH_TEXT.passwordRequired };
    const user = await this.repo.findByEmail(email);
    const matches = await verifyPassword(user?.password_hash, form.password);
    if (!user || !matches) return { error: AUTH_TEXT.wrongCredentials };
    await this.limits.succeeded(attempt);
    return { userId: user.id };
  }

  /** The account is keyed by the Facebook user id (never by email); the first log-in creates it. */
  async socialLogIn({ userId: facebookId, signedRequest }: SocialLogIn): Promise<LogInResult> {
    if (!this.facebook) throw new AppError(404, 'social_login_unavailable', AUTH_TEXT.socialUnavailable);
    const now = this.clock();
    if (!verifySignedRequest(signedRequest, this.facebook.secret, facebookId, now)) return { error: AUTH_TEXT.socialFailed };
    const existing = await this.repo.findByFacebookId(facebookId);
    if (existing) return { userId: existing.id };
    const id = newUserId();
    const created = await this.repo.insertUser({
      id, email: null, password_hash: null, facebook_id: facebookId,
      birth_year: null, birth_month: null, birth_day: null, gender: null, zipcode: null,
      created_at: now, updated_at: now,
    });
    if (created) return { userId: id, signedUp: true };
    // A simultaneous first log-in created it.
    const winner = await this.repo.findByFacebookId(facebookId);
    return winner ? { userId: winner.id } : { error: AUTH_TEXT.socialFailed };
  }

  async stats(user: SessionUser | null) {
    return presentUserStats(user ? await this.repo.findById(user.id) : null);
  }

  async zipcodeOf(userId: string): Promise<string | null> {
    return (await this.repo.findById(userId))?.zipcode ?? null;
  }
}
