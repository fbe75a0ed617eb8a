import { ACCOUNT_LIMITS } from '@earshot/contract';
import type { MailMessage } from './mail/mailer';
import { accountMail } from './account-mail';
import { ACCOUNT_MAIL_TEXT } from './mail-text';

/** To a new address: the link that finishes signing up. */
export function signUpMail(to: string, link: string): MailMessage {
  return accountMail({
    to,
    subject: ACCOUNT_MAIL_TEXT.signUpEmailSubject,
    intro: ACCOUNT_MAIL_TEXT.signUpEmailIntro,
    action: { label: ACCOUNT_MAIL_TEXT.signUpEmailAction, link },
    notes: [ACCOUNT_MAIL_TEXT.signUpEmailExpiry(ACCOUNT_LIMITS.signUpLinkHours), ACCOUNT_MAIL_TEXT.signUpEmailIgnore],
  });
}

/** To an address that already has an account: where to log in, instead of a second account. */
export function accountExistsMail(to: string, logInLink: string): MailMessage {
  return accountMail({
    to,
    subject: ACCOUNT_MAIL_TEXT.accountExistsEmailSubject,
    intro: ACCOUNT_MAIL_TEXT.accountExistsEmailIntro,
    action: { label: ACCOUNT_MAIL_TEXT.accountExistsEmailAction, link: logInLink },
    notes: [ACCOUNT_MAIL_TEXT.accountExistsEmailForgot, ACCOUNT_MAIL_TEXT.accountExistsEmailIgnore],
  });
}
