import type { IncomingMessage, Server } from 'node:http';
import type { FastifyHttpOptions, FastifyInstance } from 'fastify';
import type { Config } from '../config';

/** The largest request body any route takes: forms and small JSON documents. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Longer than the reverse proxy's idle upstream connections (nginx's `keepalive_timeout`, 60 s), so
 * the proxy closes an idle connection before the app does: a request nginx sent just as the app
 * closed it would fail with a 502.
 */
const KEEP_ALIVE_IDLE_MS = 72_000;

/** How often Node looks for requests past their timeouts; its default (30 s) would stretch a 10 s timeout to 40 s. */
const TIMEOUT_CHECK_EVERY_MS = 1000;

/**
 * Bounds how long a client may take to send a request, headers and body, and nothing else: an
 * answer may take hours (audio, and endless streams), and Node stops these clocks once the request
 * is received. Fastify's `connectionTimeout` stays off for that reason: it is an inactivity timer
 * that also runs while an answer is sent, and would cut a paused player that stops reading.
 */
export function receiveLimits(timeouts: Config['receiveTimeouts']): FastifyHttpOptions<Server> {
  return {
    bodyLimit: BODY_LIMIT_BYTES,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: KEEP_ALIVE_IDLE_MS,
    // Node checks headersTimeout <= requestTimeout when the server is created, before fastify sets the latter.
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout: timeouts.requestMs,
      connectionsCheckingInterval: TIMEOUT_CHECK_EVERY_MS,
    },
  };
}

const declaresBody = (raw: IncomingMessage) =>
  raw.headers['transfer-encoding'] !== undefined || Number(raw.headers['content-length'] ?? 0) > 0;

/**
 * An answer sent before the request's body has all arrived (a CSRF refusal, a body over the limit,
 * an unknown route) closes the connection. Kept alive, Node would read and discard the rest of the
 * body first, so a client could make the server take in megabytes it had already refused.
 */
export function registerCloseOnUnreadBody(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    if (!req.raw.complete && declaresBody(req.raw)) reply.header('connection', 'close');
  });
}
