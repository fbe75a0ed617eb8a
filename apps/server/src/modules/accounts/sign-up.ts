import { randomBytes } from 'node:crypto';
import { ACCOUNT_LIMITS, AUTH_TEXT, RETURN_PATH_PARAM, type SignUpFields, isEmail, isReturnPath, normalizeEmail, passwordProblems, emailedLinkPath, signUpProblems, siteUrl, todayUtc } from '@earshot/contract';
import { AppError } from '../../http/errors';
import { tokenHash } from '../../http/session';
import type { BackgroundTasks } from '../../tasks';
import type { Mailer } from './mail/mailer';
import type { AuthLimits } from './limits';
import { hashPassword, isCommonPassword } from './passwords';
import type { AccountRepo } from './repo';
import { newUserId } from './service';
import type { NewSignUpRequest, SignUpRequestRepo } from './sign-up-repo';
import { accountExistsMail, signUpMail } from './sign-up-mail';

const SIGN_UP_TOKEN = /^[A-Za-z0-9_-]{43}$/;

export interface SignUpDeps {
  users: AccountRepo;
  requests: SignUpRequestRepo;
  limits: AuthLimits;
  mailer: Mailer;
  tasks: BackgroundTasks;
  publicUrl: string;
  clock: () => number;
}

const linkInvalid = () => new AppError(400, 'sign_up_link_invalid', AUTH_TEXT.signUpLinkInvalid);

/**
 * Sign-up in two steps, so the form never tells whether an address has an account: the form's
 * answer is the same either way, and the mailbox hears which it was (a link that creates the
 * account, or a note that one exists).
 */
export class SignUpService {
  constructor(private readonly deps: SignUpDeps) {}

  /**
   * The form's problems, or none: then a mail is on its way. The password is hashed for every
   * valid form, and the lookup and the mail happen after the answer, so a registered address takes
   * as long as a new one. `returnTo` (a same-site path, checked by the route's schema, or empty)
   * rides in the emailed link, so the link's page can bring the visitor back where they were.
   */
  async request(form: SignUpFields, ip: string, returnTo = ''): Promise<string[]> {
    const email = normalizeEmail(form.email);
    await this.deps.limits.check('sign-up', ip, isEmail(email) ? email : null);
    const problems = await this.problems(form);
    if (problems.length) return problems;
    const now = this.deps.clock();
    const waiting: Omit<NewSignUpRequest, 'id'> = {
      email,
      password_hash: await hashPassword(form.password),
      birth_year: Number(form.birth_year),
      birth_month: Number(form.birth_month),
      birth_day: Number(form.birth_day),
      gender: form.gender,
      zipcode: form.zipcode.trim() || null,
      created_at: now,
      expires_at: now + ACCOUNT_LIMITS.signUpLinkHours * 60 * 60 * 1000,
    };
    this.deps.tasks.run('sign-up email', () => this.sendMail(waiting, returnTo));
    return [];
  }

  /** Opens the emailed link: creates the account (the caller logs it in). */
  async confirm(key: string, ip: string): Promise<{ userId: string } | { errors: string[] }> {
    await this.deps.limits.check('sign-up-confirm', ip, SIGN_UP_TOKEN.test(key) ? tokenHash(key) : null);
    if (!SIGN_UP_TOKEN.test(key)) throw linkInvalid();
    const outcome = await this.deps.requests.confirm(tokenHash(key), newUserId(), this.deps.clock());
    if (outcome === 'invalid') throw linkInvalid();
    // Whoever holds the link owns the mailbox, so telling them is no leak.
    if (outcome === 'taken') return { errors: [AUTH_TEXT.addressAlreadyRegistered] };
    return outcome;
  }

  private async problems(form: SignUpFields): Promise<string[]> {
    const problems = signUpProblems(form, todayUtc(new Date(this.deps.clock())));
    if (passwordProblems(form.password).length === 0 && (await isCommonPassword(form.password))) {
      const afterEmail = problems[0] === AUTH_TEXT.emailRequired || problems[0] === AUTH_TEXT.emailInvalid ? 1 : 0;
      problems.splice(afterEmail, 0, AUTH_TEXT.passwordTooCommon);
    }
    return problems;
  }

  private async sendMail(waiting: Omit<NewSignUpRequest, 'id'>, returnTo: string): Promise<void> {
    const { publicUrl } = this.deps;
    if (await this.deps.users.findByEmail(waiting.email)) {
      await this.deps.mailer.send(accountExistsMail(waiting.email, siteUrl(publicUrl, '/log-in/')));
      return;
    }
    const token = randomBytes(32).toString('base64url');
    await this.deps.requests.insert({ id: tokenHash(token), ...waiting });
    const back = isReturnPath(returnTo) ? `?${new URLSearchParams({ [RETURN_PATH_PARAM]: returnTo })}` : '';
    await this.deps.mailer.send(signUpMail(waiting.email, siteUrl(publicUrl, `${emailedLinkPath('signUpConfirm', token)}${back}`)));
  }
}
