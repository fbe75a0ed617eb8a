import { ACCOUNT_LIMITS, AUTH_TEXT } from '@earshot/contract';
import type { MailMessage } from '../mail/mailer';
import { accountMail } from './account-mail';

/** The password-reset email, carrying the one-time link. */
export function resetMail(to: string, link: string): MailMessage {
  return accountMail({
    to,
    subject: AUTH_TEXT.resetEmailSubject,
    intro: AUTH_TEXT.resetEmailIntro,
    action: { label: AUTH_TEXT.resetEmailAction, link },
    notes: [AUTH_TEXT.resetEmailExpiry(ACCOUNT_LIMITS.resetTokenMinutes), AUTH_TEXT.resetEmailIgnore],
  });
}
