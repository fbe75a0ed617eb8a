import { AUTH_TEXT, type ApiErrorBody, API_ERROR_MESSAGES, MESSAGES } from '@earshot/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** An error a client is meant to see: a stable id for code, a message for people. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
    /** Response headers that belong to this error (e.g. Retry-After). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const errors = {
  badRequest: (message: string = API_ERROR_MESSAGES.badRequest) => new AppError(400, 'bad_request', message),
  notFound: (what = 'Resource') => new AppError(404, 'not_found', `${what} not found.`),
  forbidden: (id: string, message: string) => new AppError(403, id, message),
  csrf: () => new AppError(403, 'csrf_failed', API_ERROR_MESSAGES.csrfRejected),
  notLoggedIn: (message: string = AUTH_TEXT.notLoggedIn) => new AppError(401, 'not_logged_in', message),
  /** A store the request needs is unreachable: the client may retry; nothing was done. */
  unavailable: () => new AppError(503, 'service_unavailable', API_ERROR_MESSAGES.unavailable, { 'retry-after': '5' }),
  rateLimited: (retryAfterSeconds: number) =>
    new AppError(429, 'rate_limited', AUTH_TEXT.tooManyAttempts(Math.max(1, Math.ceil(retryAfterSeconds / 60))), {
      'retry-after': String(retryAfterSeconds),
    }),
};

const body = (error: string, message: string): ApiErrorBody => ({ error, message });

/**
 * Errors fastify's router raises before any route runs (an undecodable URL, a path parameter over
 * its length limit), answered in our format: fastify's own repeats the path back.
 */
export function frameworkError(error: FastifyError, _req: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  void reply.status(status).send(body('bad_request', API_ERROR_MESSAGES.badRequest));
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, req, reply) => {
    if (err instanceof AppError) {
      return reply.status(err.status).headers(err.headers).send(body(err.id, err.message));
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors: unparsable body, unsupported media type, too large, rate limited.
      const id = status === 429 ? 'rate_limited' : status === 415 ? 'unsupported_media_type' : 'bad_request';
      const message = status === 429 ? API_ERROR_MESSAGES.rateLimited : err.message || API_ERROR_MESSAGES.badRequest;
      return reply.status(status).send(body(id, message));
    }
    // One line of a stable shape, like the events' (play, skip…): `event`, the request id, and the error as errorForLog keeps it.
    req.log.error({ event: 'error', err }, 'unhandled error');
    return reply.status(500).send(body('server_error', MESSAGES.serverError));
  });
}

/** Paths that never render a page: an unknown one there is a JSON 404. */
const NON_PAGE_PREFIXES = ['/c/m/', '/api/', '/audio/', '/img/', '/assets/', '/listener/', '/sos/'];

export function registerNotFound(app: FastifyInstance, renderPage?: (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>): void {
  app.setNotFoundHandler(async (req, reply) => {
    const isPage = (req.method === 'GET' || req.method === 'HEAD') && !NON_PAGE_PREFIXES.some((p) => req.url.startsWith(p));
    if (isPage && renderPage) return renderPage(req, reply);
    return reply.status(404).send(body('not_found', API_ERROR_MESSAGES.notFoundApi));
  });
}
