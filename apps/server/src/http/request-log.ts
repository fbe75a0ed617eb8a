import { ACCOUNT_ENDPOINTS, EMAILED_LINK_PATHS, PERSONAL_STREAM_PREFIX } from '@earshot/contract';
import type { FastifyRequest } from 'fastify';

/**
 * Paths whose next segment is a secret: a personal stream's key (anyone who reads the logs could
 * listen as that listener) and an emailed link's key (a reset key sets the password).
 */
const SECRET_AFTER = [PERSONAL_STREAM_PREFIX, ACCOUNT_ENDPOINTS.recover.path.slice(0, ACCOUNT_ENDPOINTS.recover.path.indexOf(':')), ...Object.values(EMAILED_LINK_PATHS)];

/** An email address in a path (a search for one: /c/m/json/page/search/:text/), its `@` plain or percent-encoded. */
const EMAIL_IN_PATH = /[^/?&=\s]+(?:@|%40)[^/?&=\s]+/gi;

/**
 * A request target as the logs keep it: a key in the path replaced by `[key]`, an email address by
 * `[email]`, and only the names of the query's parameters (a search, a return address or a legacy
 * form may carry an address; audio signatures need not be kept). Pages match paths without
 * regard to case or repeated slashes, so neither does this.
 */
export function urlForLog(url: string): string {
  const at = url.indexOf('?');
  const path = at < 0 ? url : url.slice(0, at);
  const names = at < 0 ? [] : [...new URLSearchParams(url.slice(at + 1)).keys()];
  const normal = path.replace(/[/\\]+/g, '/').toLowerCase();
  const prefix = SECRET_AFTER.find((p) => normal.startsWith(p) && normal.length > p.length);
  const rest = prefix ? normal.slice(prefix.length) : '';
  const kept = (prefix ? `${prefix}[key]${rest.includes('/') ? rest.slice(rest.indexOf('/')) : ''}` : path).replace(EMAIL_IN_PATH, '[email]');
  return names.length ? `${kept}?${names.join('&')}` : kept;
}

/** What each request's log line says of it: fastify's own fields, with the URL as `urlForLog` keeps it. */
export function requestForLog(req: FastifyRequest) {
  return { method: req.method, url: urlForLog(req.url), host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

const EMAIL = /[^\s<>()[\]"',;:@]+@[^\s<>()[\]"',;:@]+\.[A-Za-z0-9-]+/g;

/**
 * An error as log lines keep it: its type, code, message and stack, email addresses taken out (an
 * SMTP refusal names the recipient). Nothing else of it: a database error's `detail` repeats the
 * row's values, an SMTP error carries the envelope. Whatever was thrown (a string, too) is read.
 */
export function errorForLog(err: Error): { type: string; message: string; stack: string; code?: string | number } {
  const { name, message, stack, code } = (err ?? {}) as Partial<Error> & { code?: unknown };
  const hide = (text: unknown) => String(text ?? '').replace(EMAIL, '[email]');
  return {
    type: name ?? typeof err,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    message: hide(message ?? err),
    stack: hide(stack),
  };
}
