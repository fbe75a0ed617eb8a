import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { Lru } from '../lru';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/**
 * Below this an answer fits in the first round trip of a new connection (TCP's initial window of
 * ten segments), so compressing it saves no time, and costs the server some on its busiest calls
 * (a playlist, 3 kB: p99 under load rose from 14 to 28 ms with brotli).
 */
export const MIN_COMPRESSED_BYTES = 14_000;
const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|xml|javascript)|image\/svg\+xml)/;
/**
 * Quality 4 compresses a 150 kB page in about a millisecond to within a few percent of gzip -9;
 * the highest qualities take a hundred times longer, which a page or API answer cannot afford.
 * Built assets are compressed at the highest quality once, at build time (apps/web/precompress.ts).
 */
const BROTLI_QUALITY = 4;
const GZIP_LEVEL = 6;

type Encoding = 'br' | 'gzip';

/**
 * Compressed answers kept, by ETag and encoding: page data (home, genres, featured pages, channel
 * lists) is the same for every visitor until its content changes, and compressing it again for
 * each was a visible share of a new listener's first visit under load. The tag is a hash of the
 * exact bytes, so an entry can never be served for other content. A few dozen pages of 10–30 kB.
 */
const CACHED_COMPRESSIONS = 64;

/** The encoding to answer with: brotli when the client takes it, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | null {
  if (!acceptEncoding) return null;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const weight = (name: Encoding) => accepted.get(name) ?? (accepted.get('*') || 0);
  if (weight('br') > 0) return 'br';
  if (weight('gzip') > 0) return 'gzip';
  return null;
}

export function compress(body: string | Buffer, size: number, encoding: Encoding): Promise<Buffer> {
  if (encoding === 'br') {
    return brotli(body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: size } });
  }
  return gz(body, { level: GZIP_LEVEL });
}

/**
 * Compresses pages and JSON answers for clients that accept it. Streams (audio, files) pass as
 * they are: they are compressed already or served precompressed. In-process calls made by the
 * server's own page renderer send no Accept-Encoding and get plain bodies.
 */
export function registerCompression(app: FastifyInstance, options: { compress?: typeof compress } = {}): void {
  const encode = options.compress ?? compress;
  const compressed = new Lru<string, Promise<Buffer>>(CACHED_COMPRESSIONS);
  const compressOnce = (etag: string, body: string | Buffer, size: number, encoding: Encoding) => {
    const key = `${encoding} ${etag}`;
    let answer = compressed.get(key);
    if (!answer) {
      answer = encode(body, size, encoding);
      answer.catch(() => compressed.delete(key));
      compressed.set(key, answer);
    }
    return answer;
  };
  app.addHook('onSend', async (req, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (reply.hasHeader('content-encoding') || req.method === 'HEAD') return payload;
    if (!COMPRESSIBLE_TYPE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const size = typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;
    if (size < MIN_COMPRESSED_BYTES) return payload;
    reply.header('vary', 'accept-encoding');
    const encoding = chooseEncoding(req.headers['accept-encoding']);
    if (!encoding) return payload;
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    // The ETag hook runs first; its tag names these exact bytes (answers marked no-store have none).
    const etag = reply.getHeader('etag');
    return typeof etag === 'string' ? compressOnce(etag, payload, size, encoding) : encode(payload, size, encoding);
  });
}
