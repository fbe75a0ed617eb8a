import { readFile, readdir } from 'node:fs/promises';
import path from 'node:path';

/** Just enough MIME to read what the outbox mailer writes: headers, and the decoded text and HTML parts. */
export interface ReadMail {
  headers: Record<string, string>;
  text: string;
  html: string;
}

function split(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = raw.slice(0, at).replace(/\r?\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.slice(at).replace(/^\r?\n\r?\n/, '') };
}

function decode(body: string, encoding = ''): string {
  if (/base64/i.test(encoding)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/quoted-printable/i.test(encoding)) {
    const escaped = body.replace(/%/g, '%25').replace(/=\r?\n/g, '');
    return decodeURIComponent(escaped.replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => `%${hex}`));
  }
  return body;
}

export function readMail(raw: string): ReadMail {
  const { headers, body } = split(raw);
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  const parts = boundary ? body.split(`--${boundary}`).slice(1, -1).map((p) => split(p.replace(/^\r?\n/, ''))) : [{ headers, body }];
  const find = (type: string) => {
    const part = parts.find((p) => (p.headers['content-type'] ?? '').startsWith(type));
    return part ? decode(part.body, part.headers['content-transfer-encoding']).trim() : '';
  };
  return { headers, text: find('text/plain'), html: find('text/html') };
}

/** The `.eml` files of an outbox folder, oldest first. */
export async function readOutbox(dir: string): Promise<{ file: string; content: string }[]> {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((f) => f.endsWith('.eml')).sort();
  return Promise.all(files.map(async (file) => ({ file, content: await readFile(path.join(dir, file), 'utf8') })));
}

/** The newest of these mails to `to` (normalized) with this subject, read as a mail client would. */
export function newestMail(mails: { content: string }[], to: string, subject: string): ReadMail | null {
  return mails.map((m) => readMail(m.content)).reverse().find((m) => m.headers.to === to && m.headers.subject === subject) ?? null;
}

/** The path of the link a sign-up mail carries; its group is the key. */
export const SIGN_UP_LINK = /\/sign-up\/confirm\/([A-Za-z0-9_-]{43})\//;

/** The key in a sign-up link, or in the text of a mail holding one. */
export function signUpKeyIn(text: string): string | null {
  return SIGN_UP_LINK.exec(text)?.[1] ?? null;
}

export function signUpKeyOf(mail: ReadMail | null): string | null {
  return mail ? signUpKeyIn(mail.text) : null;
}

/** The path of the link a change-email mail carries; its group is the key. */
export const EMAIL_CHANGE_LINK = /\/change-email\/confirm\/([A-Za-z0-9_-]{43})\//;

export function emailChangeKeyOf(mail: ReadMail | null): string | null {
  return mail ? (EMAIL_CHANGE_LINK.exec(mail.text)?.[1] ?? null) : null;
}

/**
 * The newest link matching `pathPattern` in a mail to `email` in the outbox of the server running on
 * `dataDir`. Mail goes out after the answer, so this waits for it.
 */
export async function linkInOutbox(dataDir: string, email: string, pathPattern: RegExp, timeoutMs = 10_000): Promise<string> {
  const to = email.trim().toLowerCase();
  const link = new RegExp(`https?://[^\\s"<>]+${pathPattern.source}`);
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mails = (await readOutbox(path.join(dataDir, 'outbox'))).map((m) => readMail(m.content)).reverse();
    const found = mails.filter((m) => m.headers.to === to).map((m) => link.exec(m.text)?.[0]).find(Boolean);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no mail to ${email} with a link like ${pathPattern}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
