import { ACCOUNT_SETTINGS_TEXT, AUTH_TEXT } from '@earshot/contract';
import type { SessionUser } from '../../http/session';
import type { AuthLimits } from './limits';
import { hashPassword, newPasswordProblems, verifyPassword } from './passwords';
import type { AccountRepo, UserRecord } from './repo';

/** What deleting an account asks of the modules that keep listening data. */
export interface ListeningData {
  forgetUser(userId: string): Promise<void>;
}

const socialOnly = (user: UserRecord) => user.facebook_id !== null && user.password_hash === null;

/** Account settings of the logged-in user (the email: EmailChangeService). Problems are returned as one message (null = done). */
export class SettingsService {
  constructor(
    private readonly repo: AccountRepo,
    private readonly limits: AuthLimits,
    private readonly listening: ListeningData,
    private readonly clock: () => number,
  ) {}

  /** Ends every session of the user, this one too: the caller logs the visitor back in on a new token. */
  async changePassword(session: SessionUser, form: { current_password: string; password: string; password_verify: string }): Promise<string | null> {
    const user = await this.repo.findById(session.id);
    if (!user) return AUTH_TEXT.notLoggedIn;
    if (socialOnly(user)) return ACCOUNT_SETTINGS_TEXT.socialNoCredentials;
    await this.limits.check('change-password', null, user.id);
    if (!form.current_password) return AUTH_TEXT.passwordRequired;
    if (!form.password || !form.password_verify) return AUTH_TEXT.passwordRequired;
    if (form.password !== form.password_verify) return ACCOUNT_SETTINGS_TEXT.passwordsDoNotMatchInline;
    const problem = (await newPasswordProblems(form.password))[0];
    if (problem) return problem;
    if (!(await verifyPassword(user.password_hash, form.current_password))) return ACCOUNT_SETTINGS_TEXT.currentPasswordWrong;
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
