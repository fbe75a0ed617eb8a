import { type Readable, Transform, pipeline } from 'node:stream';
import { API_ERROR_MESSAGES } from '@earshot/contract';
import { SYNTH_VERSION } from '@earshot/catalog/audio';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../../../http/errors';
import { parseRange, rangeStart } from './byte-range';
import { JobStream } from './job-stream';
import type { AudioService } from './service';

const FILE = /^([0-9a-f]{24})\.mp3$/;
/** Signed URLs name immutable content, so browsers and CDNs may keep it for good. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

type Request = FastifyRequest<{ Params: { file: string } }>;

/**
 * GET/HEAD /audio/{id}.mp3?e=…&s=…: cached files with Range support, or a live stream of an encode in progress.
 * `crossOrigin`: pages fetch audio from a CDN's origin (AUDIO_BASE_URL), which passes this server's
 * answers on; the player reads them with fetch(), so they must allow any origin. Signed URLs are
 * the access control, not the page's origin.
 */
export function registerAudioRoutes(app: FastifyInstance, service: AudioService, opts: { crossOrigin?: boolean } = {}): void {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/audio/:file',
    handler: async (req: Request, reply) => {
      const id = FILE.exec(req.params.file)?.[1];
      // Only the name as signed, not a percent-encoded spelling of it: each spelling is a CDN cache entry.
      const [path, query = ''] = splitTarget(req.url);
      if (!id || path !== `/audio/${id}.mp3`) throw errors.notFound('Audio');
      if (opts.crossOrigin) reply.header('access-control-allow-origin', '*');
      if (service.checkSignature(id, query) !== 'ok') throw errors.forbidden('audio_forbidden', API_ERROR_MESSAGES.audioLinkInvalid);
      return sendTrack(req, reply, service, id);
    },
  });
}

/** The raw path and query string of a request target, split at the first `?`. */
function splitTarget(url: string): [string, string?] {
  const at = url.indexOf('?');
  return at < 0 ? [url] : [url.slice(0, at), url.slice(at + 1)];
}

/**
 * Answers with a track's audio: a cached file, or the encode in progress, which announces the
 * file's length (known before encoding) and answers ranges just as the finished file will.
 */
export async function sendTrack(req: FastifyRequest, reply: FastifyReply, service: AudioService, id: string, cacheControl = CACHE_CONTROL) {
  const listener = {};
  const body = await service.open(id, listener, (size) => rangeStart(req.headers.range, size));
  if (!body) throw errors.notFound('Audio');
  reply.header('content-type', (body.kind === 'file' && body.type) || 'audio/mpeg').header('accept-ranges', 'bytes').header('cache-control', cacheControl);
  reply.header('etag', `"${SYNTH_VERSION}-${id}"`);
  const size = body.kind === 'file' ? body.size : body.kind === 'memory' ? body.data.length : body.job.size;
  const release = () => (body.kind === 'file' ? body.handle.close().catch(() => {}) : body.kind === 'live' ? body.job.detach(listener) : undefined);
  if (req.headers['if-none-match'] === reply.getHeader('etag')) {
    release();
    return reply.code(304).send();
  }
  const range = parseRange(req.headers.range, size);
  if (range === 'unsatisfiable') {
    release();
    return reply.code(416).header('content-range', `bytes */${size}`).send();
  }
  const { start, end } = range ?? { start: 0, end: size - 1 };
  if (range) reply.code(206).header('content-range', `bytes ${start}-${end}/${size}`);
  reply.header('content-length', end - start + 1);
  if (req.method === 'HEAD' || size === 0) {
    release();
    return reply.send();
  }
  const sent = (bytes: number) => service.metrics.audioSent('web', bytes);
  if (body.kind === 'memory') {
    sent(end - start + 1);
    return reply.send(body.data.subarray(start, end + 1));
  }
  if (body.kind === 'file') return reply.send(metered(body.handle.createReadStream({ start, end }), sent));
  const stream = new JobStream(body.job, listener, body.head, { start, end });
  reply.raw.once('close', () => stream.destroy());
  return reply.send(metered(stream, sent));
}

/**
 * `source`, counting its bytes as the answer takes them: a song sent over minutes counts as it
 * goes, and an answer the player abandons counts what it was sent. An error of the source reaches
 * the answer; an answer closed early stops the source.
 */
function metered(source: Readable, count: (bytes: number) => void): Readable {
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      count(chunk.length);
      done(null, chunk);
    },
  });
  pipeline(source, meter, () => {});
  return meter;
}
