import { AUTH_TEXT, isEmail, normalizeEmail } from '@earshot/contract';
import type { SessionUser } from '../../http/session';
import type { AuthLimits } from './limits';
import { hashPassword, newPasswordProblems, verifyPassword } from './passwords';
import type { AccountRepo, UserRecord } from './repo';

/** What deleting an account asks of the modules that keep listening data. */
export interface ListeningData {
  forgetUser(userId: string): Promise<void>;
}

const socialOnly = (user: UserRecord) => user.facebook_id !== null && user.password_hash === null;

/** Account settings of the logged-in user. Problems are returned as one message (null = done). */
export class SettingsService {
  constructor(
    private readonly repo: AccountRepo,
    private readonly limits: AuthLimits,
    private readonly listening: ListeningData,
    private readonly clock: () => number,
  ) {}

  async changeEmail(session: SessionUser, form: { email: string; email_verify: string }): Promise<string | null> {
    const user = await this.repo.findById(session.id);
    if (!user) return AUTH_TEXT.notLoggedIn;
    if (socialOnly(user)) return AUTH_TEXT.socialNoCredentials;
    // 'Already in use' says an address has an account: counted, so nobody can harvest addresses with it.
    await this.limits.check('change-email', null, user.id);
    const email = normalizeEmail(form.email);
    const verify = normalizeEmail(form.email_verify);
    if (!email || !verify) return AUTH_TEXT.emailRequired;
    if (!isEmail(email) || !isEmail(verify)) return AUTH_TEXT.emailInvalid;
    if (email !== verify) return AUTH_TEXT.emailsDoNotMatch;
    if (email === user.email) return null;
    return (await this.repo.updateEmail(user.id, email, this.clock())) ? null : AUTH_TEXT.emailTaken;
  }

  /** Ends every session of the user, this one too: the caller logs the visitor back in on a new token. */
  async changePassword(session: SessionUser, form: { current_password: string; password: string; password_verify: string }): Promise<string | null> {
    const user = await this.repo.findById(session.id);
    if (!user) return AUTH_TEXT.notLoggedIn;
    if (socialOnly(user)) return AUTH_TEXT.socialNoCredentials;
    await this.limits.check('change-password', null, user.id);
    if (!form.current_password) return AUTH_TEXT.passwordRequired;
    if (!form.password || !form.password_verify) return AUTH_TEXT.passwordRequired;
    if (form.password !== form.password_verify) return AUTH_TEXT.passwordsDoNotMatchInline;
    const problem = (await newPasswordProblems(form.password))[0];
    if (problem) return problem;
    if (!(await verifyPassword(user.password_hash, form.current_password))) return AUTH_TEXT.currentPasswordWrong;
    await this.repo.updatePassword(user.id, await hashPassword(form.password), this.clock());
    return null;
  }

  async setFacebookShare(session: SessionUser, value: 'true' | 'false' | '1' | '0'): Promise<void> {
    await this.repo.updateFacebookShare(session.id, value === 'true' || value === '1', this.clock());
  }

  /** Listening history is anonymised first, then the user row goes (with its sessions and reset links). */
  async deleteAccount(session: SessionUser): Promise<void> {
    await this.listening.forgetUser(session.id);
    await this.repo.deleteUser(session.id);
  }
}
