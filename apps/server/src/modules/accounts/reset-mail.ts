import { ACCOUNT_LIMITS, AUTH_TEXT } from '@earshot/contract';
import type { MailMessage } from '../mail/mailer';

const escapeHtml = (s: string) =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The password-reset email: plain text and HTML, both carrying the one-time link. */
export function resetMail(to: string, link: string): MailMessage {
  const expiry = AUTH_TEXT.resetEmailExpiry(ACCOUNT_LIMITS.resetTokenMinutes);
  const text = [AUTH_TEXT.resetEmailIntro, '', `${AUTH_TEXT.resetEmailAction}: ${link}`, '', expiry, AUTH_TEXT.resetEmailIgnore, ''].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(AUTH_TEXT.resetEmailIntro)}</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(AUTH_TEXT.resetEmailAction)}</a></p>`,
    `<p>${escapeHtml(expiry)} ${escapeHtml(AUTH_TEXT.resetEmailIgnore)}</p>`,
    `<p style="color: #666; font-size: 12px">${escapeHtml(link)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to, subject: AUTH_TEXT.resetEmailSubject, text, html };
}
