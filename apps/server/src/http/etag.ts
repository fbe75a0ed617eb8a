import { createHash } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Weak ETags on JSON answers (page data, channel lists): a browser that revalidates gets 304 and
 * no body when nothing changed. Weak because compression, after this hook, gives the same data
 * several byte forms. Answers marked no-store (playlists, personal data) are fresh every time.
 */
export function registerEtags(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    if (req.method !== 'GET' || reply.statusCode !== 200) return payload;
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
    if (String(reply.getHeader('cache-control') ?? '').includes('no-store')) return payload;
    const etag = `W/"${createHash('sha1').update(payload).digest('base64url')}"`;
    reply.header('etag', etag);
    const wanted = req.headers['if-none-match'];
    if (!wanted?.split(',').some((tag) => tag.trim() === etag)) return payload;
    reply.status(304);
    return '';
  });
}
