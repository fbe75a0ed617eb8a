import { randomBytes } from 'node:crypto';
import { ACCOUNT_SETTINGS_TEXT, ACCOUNT_LIMITS, AUTH_TEXT, emailProblem, isEmail, normalizeEmail, emailedLinkPath, siteUrl } from '@earshot/contract';
import { AppError, errors } from '../../http/errors';
import { tokenHash } from '../../http/session';
import type { BackgroundTasks } from '../../tasks';
import type { Mailer } from './mail/mailer';
import type { AuthLimits } from './limits';
import { hashPassword, newPasswordProblems } from './passwords';
import type { AccountRepo } from './repo';
import { resetMail } from './reset-mail';

const RESET_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface ResetDeps {
  repo: AccountRepo;
  limits: AuthLimits;
  mailer: Mailer;
  tasks: BackgroundTasks;
  publicUrl: string;
  clock: () => number;
}

const linkInvalid = () => new AppError(400, 'reset_link_invalid', AUTH_TEXT.resetLinkInvalid);

/** Forgotten passwords: a single-use emailed link (stored hashed, short-lived) that sets a new one. */
export class ResetService {
  constructor(private readonly deps: ResetDeps) {}

  /**
   * Answers the same for every well-formed address: the lookup, the link and the mail happen after
   * the answer, in a tracked background task, so neither the body nor the timing tells whether
   * the address has an account. Null when the address is acceptable, else the problem.
   */
  async request(rawEmail: string, ip: string): Promise<string | null> {
    const email = normalizeEmail(rawEmail);
    await this.deps.limits.check('reset-request', ip, isEmail(email) ? email : null);
    const problem = emailProblem(email);
    if (problem) return problem;
    this.deps.tasks.run('password reset email', () => this.sendLink(email));
    return null;
  }

  private async sendLink(email: string): Promise<void> {
    const user = await this.deps.repo.findByEmail(email);
    if (!user?.email || !user.password_hash) return; // unknown, or Facebook-only: nothing to reset
    const token = randomBytes(32).toString('base64url');
    const now = this.deps.clock();
    await this.deps.repo.insertReset({
      id: tokenHash(token),
      user_id: user.id,
      created_at: now,
      expires_at: now + ACCOUNT_LIMITS.resetTokenMinutes * 60 * 1000,
    });
    await this.deps.mailer.send(resetMail(user.email, siteUrl(this.deps.publicUrl, emailedLinkPath('resetPassword', token))));
  }

  /** Sets the new password and ends every session of the account; it does not log in. */
  async recover(key: string, form: { key: string; password: string; password_verify: string }, ip: string): Promise<void> {
    await this.deps.limits.check('recover', ip, RESET_TOKEN.test(key) ? tokenHash(key) : null);
    if (!RESET_TOKEN.test(key) || (form.key && form.key !== key)) throw linkInvalid();
    const id = tokenHash(key);
    const reset = await this.deps.repo.findUsableReset(id, this.deps.clock());
    if (!reset) throw linkInvalid();
    if (!form.password) throw errors.badRequest(AUTH_TEXT.passwordRequired);
    if (form.password !== form.password_verify) throw errors.badRequest(ACCOUNT_SETTINGS_TEXT.passwordsDoNotMatchInline);
    const problem = (await newPasswordProblems(form.password))[0];
    if (problem) throw errors.badRequest(problem);
    const passwordHash = await hashPassword(form.password);
    if (!(await this.deps.repo.consumeReset(id, reset.user_id, passwordHash, this.deps.clock()))) throw linkInvalid();
  }
}
