import { ACCOUNT_LIMITS, AUTH_TEXT } from '@earshot/contract';
import type { MailMessage } from '../mail/mailer';
import { accountMail } from './account-mail';

/** To the new address: the link that makes it the account's email. */
export function emailChangeMail(to: string, link: string): MailMessage {
  return accountMail({
    to,
    subject: AUTH_TEXT.emailChangeEmailSubject,
    intro: AUTH_TEXT.emailChangeEmailIntro,
    action: { label: AUTH_TEXT.emailChangeEmailAction, link },
    notes: [AUTH_TEXT.emailChangeEmailExpiry(ACCOUNT_LIMITS.emailChangeLinkHours), AUTH_TEXT.emailChangeEmailIgnore],
  });
}

/** To an address that already has an account: someone tried to move another account onto it. */
export function emailInUseMail(to: string, logInLink: string): MailMessage {
  return accountMail({
    to,
    subject: AUTH_TEXT.emailInUseEmailSubject,
    intro: AUTH_TEXT.emailInUseEmailIntro,
    action: { label: AUTH_TEXT.emailInUseEmailAction, link: logInLink },
    notes: [AUTH_TEXT.emailInUseEmailNote, AUTH_TEXT.emailInUseEmailIgnore],
  });
}
