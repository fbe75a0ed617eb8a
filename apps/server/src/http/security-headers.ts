import type { FastifyInstance } from 'fastify';

const YEAR_SECONDS = 365 * 24 * 3600;

/**
 * Headers every answer carries: no MIME sniffing, referrers cut to the origin across sites, and in
 * production HTTPS only (HSTS). Pages add their own Content-Security-Policy (modules/site/ssr/csp.ts).
 * Set by hand rather than with @fastify/helmet: its Cross-Origin-Resource-Policy would stop a page
 * playing audio copied to a CDN (AUDIO_BASE_URL), and its CSP would fight the pages' nonced one.
 */
export function registerSecurityHeaders(app: FastifyInstance, opts: { production: boolean }): void {
  app.addHook('onSend', async (_req, reply) => {
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'strict-origin-when-cross-origin');
    if (opts.production) reply.header('strict-transport-security', `max-age=${YEAR_SECONDS}; includeSubDomains`);
  });
}
