import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_LIMITS, COOKIES, CSRF_HEADER, LIMITS, sessionCookieName } from '@earshot/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from './errors';

const YEAR_SECONDS = 365 * 24 * 3600;
const DAY_MS = 24 * 3600 * 1000;
const TOUCH_EVERY_MS = 3600 * 1000;
/** Anonymous tokens are 32 random bytes (43 characters); logged-in ones 33 (44 characters). */
const SESSION_TOKEN = /^[A-Za-z0-9_-]{43,44}$/;
const LOGGED_IN_TOKEN_LENGTH = 44;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/**
 * Static bytes never depend on who asks, so their requests cost no session lookup, and their
 * answers set no cookies: a CDN or caching proxy does not keep answers that set cookies. Nor do
 * streams (a personal one is known by its key, not a session): players keep no cookies.
 */
const NO_LOOKUP_PREFIXES = ['/audio/', '/assets/', '/img/', '/stream/'];

export interface SessionUser {
  id: string;
  email: string | null;
  /** Signed up through Facebook (has a facebook id). */
  facebook: boolean;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Random 256-bit session token from the session cookie (minted on first visit). */
    sessionToken: string;
    /** Stable, non-secret key for this listener's history: a hash of the user id, else of the session token. */
    listenerKey: string;
    csrfToken: string;
    /** The logged-in user, or null for anonymous visitors. */
    user: SessionUser | null;
  }
  interface FastifyInstance {
    sessions: SessionManager;
  }
}

/** A stored session joined with its user: what the lookup on each request needs. */
export interface StoredSession {
  user_id: string;
  created_at: number;
  last_seen_at: number;
  email: string | null;
  facebook_id: string | null;
}

/** The session table, as the session layer uses it (implemented by the accounts module's SessionRepo). */
export interface SessionStore {
  find(id: string): Promise<StoredSession | undefined>;
  insert(row: { id: string; user_id: string; created_at: number; last_seen_at: number }): Promise<void>;
  touch(id: string, now: number): Promise<void>;
  delete(id: string): Promise<void>;
  /** Housekeeping: removes a user's sessions last used before `idleBefore` or created before `createdBefore`. */
  deleteExpired(userId: string, idleBefore: number, createdBefore: number): Promise<void>;
}

export interface SessionOptions {
  secret: string;
  secureCookies: boolean;
  store: SessionStore;
  clock: () => number;
}

/** The logged-in user of a route that needs one; 401 `not_logged_in` otherwise, with `message` when given (the log-in modal's prompt). */
export function requireUser(req: FastifyRequest, message?: string): SessionUser {
  if (!req.user) throw errors.notLoggedIn(message);
  return req.user;
}

export function csrfTokenFor(secret: string, sessionToken: string): string {
  return createHmac('sha256', secret).update(`csrf:${sessionToken}`).digest('base64url');
}

export function listenerKeyFor(sessionToken: string): string {
  return createHash('sha256').update(sessionToken).digest('hex').slice(0, 32);
}

/** A logged-in listener's key follows the user across devices and sessions. */
export function userListenerKey(userId: string): string {
  return createHash('sha256').update(`user:${userId}`).digest('hex').slice(0, 32);
}

/** What the database keeps of a token (sessions, reset links): never the token itself. */
export function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const newToken = () => randomBytes(32).toString('base64url');
/**
 * A log-in always mints a new token, so an anonymous token can never become a logged-in one. Giving
 * logged-in tokens their own length lets every anonymous request skip the session lookup.
 */
const newLoggedInToken = () => randomBytes(33).toString('base64url');
const mayBeLoggedIn = (token: string) => token.length === LOGGED_IN_TOKEN_LENGTH;

function sameToken(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** Starts, resolves and ends stored sessions; the only code that writes the session cookies. */
export class SessionManager {
  private readonly idleMs = ACCOUNT_LIMITS.sessionIdleDays * DAY_MS;
  private readonly absoluteMs = ACCOUNT_LIMITS.sessionAbsoluteDays * DAY_MS;
  /** `__Host-sid` with Secure cookies, else `sid`; a cookie under the other name is not read. */
  readonly cookieName: string;

  constructor(private readonly opts: SessionOptions) {
    this.cookieName = sessionCookieName(opts.secureCookies);
  }

  /** The user behind a token, or null; a session past its idle or absolute lifetime is deleted. */
  async resolve(token: string): Promise<SessionUser | null> {
    if (!mayBeLoggedIn(token)) return null;
    const id = tokenHash(token);
    const row = await this.opts.store.find(id);
    if (!row) return null;
    const now = this.opts.clock();
    if (now - row.last_seen_at >= this.idleMs || now - row.created_at >= this.absoluteMs) {
      await this.opts.store.delete(id);
      return null;
    }
    if (now - row.last_seen_at >= TOUCH_EVERY_MS) await this.opts.store.touch(id, now);
    return { id: row.user_id, email: row.email, facebook: row.facebook_id !== null };
  }

  /** Log-in: forgets the visitor's current token and rotates to a new one bound to `userId`. */
  async start(reply: FastifyReply, userId: string): Promise<void> {
    const req = reply.request;
    const now = this.opts.clock();
    await this.opts.store.delete(tokenHash(req.sessionToken));
    const token = newLoggedInToken();
    await this.opts.store.insert({ id: tokenHash(token), user_id: userId, created_at: now, last_seen_at: now });
    await this.opts.store.deleteExpired(userId, now - this.idleMs, now - this.absoluteMs);
    this.adopt(req, reply, token);
    req.user = await this.resolve(token);
    req.listenerKey = userListenerKey(userId);
  }

  /** Log-out: deletes the stored session and gives the visitor a fresh anonymous token. */
  async end(req: FastifyRequest, reply: FastifyReply): Promise<void> {
    await this.opts.store.delete(tokenHash(req.sessionToken));
    this.adopt(req, reply, newToken());
    req.user = null;
  }

  /** Makes `token` this request's session and sends its cookies. */
  adopt(req: FastifyRequest, reply: FastifyReply, token: string): void {
    req.sessionToken = token;
    req.listenerKey = listenerKeyFor(token);
    req.csrfToken = csrfTokenFor(this.opts.secret, token);
    this.setCookies(reply, token, req.csrfToken);
  }

  setCookies(reply: FastifyReply, token: string, csrf: string): void {
    const secure = this.opts.secureCookies;
    reply.setCookie(this.cookieName, token, { path: '/', httpOnly: true, sameSite: 'lax', secure, maxAge: YEAR_SECONDS });
    reply.setCookie(COOKIES.csrf, csrf, {
      path: '/',
      httpOnly: false,
      sameSite: 'lax',
      secure,
      maxAge: LIMITS.csrfCookieDays * 24 * 3600,
    });
  }
}

/** Logs `userId` in on this reply (new session token and CSRF token). */
export const startSession = (reply: FastifyReply, userId: string) => reply.server.sessions.start(reply, userId);
/** Logs the visitor out (stored session deleted, fresh anonymous token). */
export const endSession = (req: FastifyRequest, reply: FastifyReply) => req.server.sessions.end(req, reply);

/**
 * Every visitor gets a session cookie on first contact; nothing is stored until they log in, so
 * crawlers cost no database rows. Writes must echo the CSRF cookie in X-CSRFToken.
 */
export function registerSession(app: FastifyInstance, opts: SessionOptions): SessionManager {
  const sessions = new SessionManager(opts);
  app.decorate('sessions', sessions);
  app.decorateRequest('sessionToken', '');
  app.decorateRequest('listenerKey', '');
  app.decorateRequest('csrfToken', '');
  app.decorateRequest('user', null);
  app.addHook('onRequest', async (req: FastifyRequest, reply: FastifyReply) => {
    const fromCookie = req.cookies[sessions.cookieName];
    const known = fromCookie !== undefined && SESSION_TOKEN.test(fromCookie);
    const token = known ? fromCookie : newToken();
    req.sessionToken = token;
    req.listenerKey = listenerKeyFor(token);
    req.csrfToken = csrfTokenFor(opts.secret, token);
    req.user = null;
    const staticBytes = NO_LOOKUP_PREFIXES.some((p) => req.url.startsWith(p));
    if (!staticBytes && (!known || req.cookies[COOKIES.csrf] !== req.csrfToken)) sessions.setCookies(reply, token, req.csrfToken);
    if (!SAFE_METHODS.has(req.method)) checkCsrf(req);
    if (known && !staticBytes) {
      req.user = await sessions.resolve(token);
      if (req.user) req.listenerKey = userListenerKey(req.user.id);
    }
  });
  return sessions;
}

/** Writes need the CSRF token; `Sec-Fetch-Site: cross-site` is refused outright. */
export function refuseCrossSite(req: FastifyRequest): void {
  if (req.headers['sec-fetch-site'] === 'cross-site') throw errors.csrf();
}

function checkCsrf(req: FastifyRequest): void {
  refuseCrossSite(req);
  const sent = req.headers[CSRF_HEADER];
  if (typeof sent !== 'string' || !sameToken(sent, req.csrfToken)) throw errors.csrf();
}
