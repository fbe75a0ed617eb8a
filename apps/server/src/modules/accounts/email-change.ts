import { randomBytes } from 'node:crypto';
import { EMAIL_CHANGE_CONFIRM_TEXT, ACCOUNT_SETTINGS_TEXT, ACCOUNT_LIMITS, AUTH_TEXT, emailProblem, normalizeEmail, emailedLinkPath, siteUrl } from '@earshot/contract';
import { AppError } from '../../http/errors';
import { type SessionUser, tokenHash } from '../../http/session';
import type { BackgroundTasks } from '../../tasks';
import type { Mailer } from './mail/mailer';
import { emailChangeMail, emailInUseMail } from './email-change-mail';
import type { EmailChangeRequestRepo } from './email-change-repo';
import type { AuthLimits } from './limits';
import type { AccountRepo } from './repo';

const CHANGE_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface EmailChangeDeps {
  users: AccountRepo;
  requests: EmailChangeRequestRepo;
  limits: AuthLimits;
  mailer: Mailer;
  tasks: BackgroundTasks;
  publicUrl: string;
  clock: () => number;
}

const linkInvalid = () => new AppError(400, 'email_change_link_invalid', EMAIL_CHANGE_CONFIRM_TEXT.linkInvalid);

/**
 * Change of email in two steps, as sign-up: the form answers a free and a taken address alike, and
 * the mailbox hears which it was (a link that makes the change, or a note that the address already
 * has an account), so a logged-in listener cannot use the form to learn who has an account.
 */
export class EmailChangeService {
  constructor(private readonly deps: EmailChangeDeps) {}

  /** The form's problem, or null: then a mail is on its way, sent after the answer so timing does not tell either. */
  async request(session: SessionUser, form: { email: string; email_verify: string }, ip: string): Promise<string | null> {
    const user = await this.deps.users.findById(session.id);
    if (!user) return AUTH_TEXT.notLoggedIn;
    if (user.facebook_id !== null && user.password_hash === null) return ACCOUNT_SETTINGS_TEXT.socialNoCredentials;
    await this.deps.limits.check('change-email', ip, user.id);
    const problem = emailProblem(form.email) ?? emailProblem(form.email_verify);
    if (problem) return problem;
    const email = normalizeEmail(form.email);
    const verify = normalizeEmail(form.email_verify);
    if (email !== verify) return ACCOUNT_SETTINGS_TEXT.emailsDoNotMatch;
    if (email === user.email) return ACCOUNT_SETTINGS_TEXT.emailUnchanged;
    // Bounds the mail any set of accounts can send to one address.
    await this.deps.limits.check('change-email-address', null, email);
    const now = this.deps.clock();
    this.deps.tasks.run('email change mail', () => this.sendMail(user.id, email, now));
    return null;
  }

  /** Opens the emailed link: the account's email becomes the address the link was mailed to. */
  async confirm(key: string, ip: string): Promise<{ userId: string } | { error: string }> {
    await this.deps.limits.check('change-email-confirm', ip, CHANGE_TOKEN.test(key) ? tokenHash(key) : null);
    if (!CHANGE_TOKEN.test(key)) throw linkInvalid();
    const outcome = await this.deps.requests.confirm(tokenHash(key), this.deps.clock());
    if (outcome === 'invalid') throw linkInvalid();
    // Whoever holds the link owns the mailbox, so telling them is no leak.
    if (outcome === 'taken') return { error: ACCOUNT_SETTINGS_TEXT.emailTaken };
    return { userId: outcome.userId };
  }

  private async sendMail(userId: string, email: string, now: number): Promise<void> {
    const { publicUrl } = this.deps;
    if (await this.deps.users.findByEmail(email)) {
      await this.deps.mailer.send(emailInUseMail(email, siteUrl(publicUrl, '/log-in/')));
      return;
    }
    const token = randomBytes(32).toString('base64url');
    const expiresAt = now + ACCOUNT_LIMITS.emailChangeLinkHours * 60 * 60 * 1000;
    await this.deps.requests.insert({ id: tokenHash(token), user_id: userId, email, created_at: now, expires_at: expiresAt });
    await this.deps.mailer.send(emailChangeMail(email, siteUrl(publicUrl, emailedLinkPath('changeEmailConfirm', token))));
  }
}
