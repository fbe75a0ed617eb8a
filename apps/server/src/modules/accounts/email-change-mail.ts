import { ACCOUNT_LIMITS } from '@earshot/contract';
import type { MailMessage } from './mail/mailer';
import { accountMail } from './account-mail';
import { ACCOUNT_MAIL_TEXT } from './mail-text';

/** To the new address: the link that makes it the account's email. */
export function emailChangeMail(to: string, link: string): MailMessage {
  return accountMail({
    to,
    subject: ACCOUNT_MAIL_TEXT.emailChangeEmailSubject,
    intro: ACCOUNT_MAIL_TEXT.emailChangeEmailIntro,
    action: { label: ACCOUNT_MAIL_TEXT.emailChangeEmailAction, link },
    notes: [ACCOUNT_MAIL_TEXT.emailChangeEmailExpiry(ACCOUNT_LIMITS.emailChangeLinkHours), ACCOUNT_MAIL_TEXT.emailChangeEmailIgnore],
  });
}

/** To an address that already has an account: someone tried to move another account onto it. */
export function emailInUseMail(to: string, logInLink: string): MailMessage {
  return accountMail({
    to,
    subject: ACCOUNT_MAIL_TEXT.emailInUseEmailSubject,
    intro: ACCOUNT_MAIL_TEXT.emailInUseEmailIntro,
    action: { label: ACCOUNT_MAIL_TEXT.emailInUseEmailAction, link: logInLink },
    notes: [ACCOUNT_MAIL_TEXT.emailInUseEmailNote, ACCOUNT_MAIL_TEXT.emailInUseEmailIgnore],
  });
}
