import { escapeXml as escapeHtml } from '@earshot/catalog/art';
import type { MailMessage } from './mail/mailer';

export interface AccountMail {
  /** The account's address, as stored (one mailbox, by the contract's rule). */
  to: string;
  subject: string;
  intro: string;
  action: { label: string; link: string };
  /** Sentences after the link: how long it works, what to do if unexpected. */
  notes: string[];
}

/** An account email (reset, sign-up, address already registered): plain text and HTML with one link. */
export function accountMail({ to, subject, intro, action, notes }: AccountMail): MailMessage {
  const text = [intro, '', `${action.label}: ${action.link}`, '', ...notes, ''].join('\n');
  const html = [
    '<!doctype html><html><body style="font-family: sans-serif; line-height: 1.5">',
    `<p>${escapeHtml(intro)}</p>`,
    `<p><a href="${escapeHtml(action.link)}">${escapeHtml(action.label)}</a></p>`,
    `<p>${notes.map(escapeHtml).join(' ')}</p>`,
    `<p style="color: #666; font-size: 12px">${escapeHtml(action.link)}</p>`,
    '</body></html>',
  ].join('\n');
  return { to: { name: '', address: to }, subject, text, html };
}
