import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { COOKIES, CSRF_HEADER, LIMITS } from '@earshot/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from './errors';

const YEAR_SECONDS = 365 * 24 * 3600;
const SESSION_TOKEN = /^[A-Za-z0-9_-]{43}$/;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** Random 256-bit session token from the `sid` cookie (minted on first visit). */
    sessionToken: string;
    /** Stable, non-secret key for this listener's history: a hash of the session token. */
    listenerKey: string;
    csrfToken: string;
  }
}

export function csrfTokenFor(secret: string, sessionToken: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionToken}`).digest('base64url');
}

export function listenerKeyFor(sessionToken: string): string {
  return createHash('sha256').update(sessionToken).digest('hex').slice(0, 32);
}

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/**
 * Every visitor gets a session cookie on first contact; nothing is stored until it matters,
 * so crawlers cost no database rows. Writes must echo the CSRF cookie in X-CSRFToken.
 */
export function registerSession(app: FastifyInstance, secret: string, secureCookies: boolean): void {
  app.decorateRequest('sessionToken', '');
  app.decorateRequest('listenerKey', '');
  app.decorateRequest('csrfToken', '');
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const fromCookie = req.cookies[COOKIES.session];
    const token = fromCookie && SESSION_TOKEN.test(fromCookie) ? fromCookie : randomBytes(32).toString('base64url');
    req.sessionToken = token;
    req.listenerKey = listenerKeyFor(token);
    req.csrfToken = csrfTokenFor(secret, token);
    if (token !== fromCookie || req.cookies[COOKIES.csrf] !== req.csrfToken) {
      setSessionCookies(reply, token, req.csrfToken, secureCookies);
    }
    if (!SAFE_METHODS.has(req.method)) checkCsrf(req);
  });
}

function setSessionCookies(reply: FastifyReply, token: string, csrf: string, secure: boolean): void {
  reply.setCookie(COOKIES.session, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: YEAR_SECONDS });
  reply.setCookie(COOKIES.csrf, csrf, {
    path: '/',
    httpOnly: false,
    sameSite: 'lax',
    secure,
    maxAge: LIMITS.csrfCookieDays * 24 * 3600,
  });
}

function checkCsrf(req: FastifyRequest): void {
  if (req.headers['sec-fetch-site'] === 'cross-site') throw errors.csrf();
  const sent = req.headers[CSRF_HEADER];
  if (typeof sent !== 'string' || !sameToken(sent, req.csrfToken)) throw errors.csrf();
}
