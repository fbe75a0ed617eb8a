import { ACCOUNT_LIMITS } from '@earshot/contract';
import type { MailMessage } from './mail/mailer';
import { accountMail } from './account-mail';
import { ACCOUNT_MAIL_TEXT } from './mail-text';

/** The password-reset email, carrying the one-time link. */
export function resetMail(to: string, link: string): MailMessage {
  return accountMail({
    to,
    subject: ACCOUNT_MAIL_TEXT.resetEmailSubject,
    intro: ACCOUNT_MAIL_TEXT.resetEmailIntro,
    action: { label: ACCOUNT_MAIL_TEXT.resetEmailAction, link },
    notes: [ACCOUNT_MAIL_TEXT.resetEmailExpiry(ACCOUNT_LIMITS.resetTokenMinutes), ACCOUNT_MAIL_TEXT.resetEmailIgnore],
  });
}
