import type { FastifyInstance } from 'fastify';
import { errors } from './errors';

/**
 * RFC 3986's host and optional port: a registered name (letters, digits, `-._~`, sub-delimiters,
 * percent escapes), or an IP literal in brackets. Empty is allowed: HTTP/1.1 sends an empty Host
 * when the target has no authority.
 */
const HOST_HEADER = /^(?:\[[0-9A-Fa-f:.]+\]|(?:[A-Za-z0-9\-._~!$&'()*+,;=]|%[0-9A-Fa-f]{2})*)(?::\d*)?$/;

/**
 * A request whose Host is not a host (`[`, `a b`, `x@evil.example`) is answered 400 before any route,
 * as RFC 9112 section 3.2 asks. No URL is built from the Host (the site's address is PUBLIC_URL):
 * this keeps such requests from reaching code, or logs, that would read it as one.
 */
export function registerHostCheck(app: FastifyInstance): void {
  app.addHook('onRequest', async (req) => {
    const host = req.headers.host;
    if (host !== undefined && !HOST_HEADER.test(host)) throw errors.badRequest();
  });
}
