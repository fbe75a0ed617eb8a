import { ACCOUNT_LIMITS, AUTH_TEXT } from '@earshot/contract';
import type { MailMessage } from '../mail/mailer';
import { accountMail } from './account-mail';

/** To a new address: the link that finishes signing up. */
export function signUpMail(to: string, link: string): MailMessage {
  return accountMail({
    to,
    subject: AUTH_TEXT.signUpEmailSubject,
    intro: AUTH_TEXT.signUpEmailIntro,
    action: { label: AUTH_TEXT.signUpEmailAction, link },
    notes: [AUTH_TEXT.signUpEmailExpiry(ACCOUNT_LIMITS.signUpLinkHours), AUTH_TEXT.signUpEmailIgnore],
  });
}

/** To an address that already has an account: where to log in, instead of a second account. */
export function accountExistsMail(to: string, logInLink: string): MailMessage {
  return accountMail({
    to,
    subject: AUTH_TEXT.accountExistsEmailSubject,
    intro: AUTH_TEXT.accountExistsEmailIntro,
    action: { label: AUTH_TEXT.accountExistsEmailAction, link: logInLink },
    notes: [AUTH_TEXT.accountExistsEmailForgot, AUTH_TEXT.accountExistsEmailIgnore],
  });
}
