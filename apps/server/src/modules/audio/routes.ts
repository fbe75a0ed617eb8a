import { API_ERROR_MESSAGES } from '@earshot/contract';
import { SYNTH_VERSION } from '@earshot/catalog/audio';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errors } from '../../http/errors';
import { parseRange, startsPastZero } from './byte-range';
import type { EncodeJob } from './encode-job';
import { JobStream } from './job-stream';
import type { AudioBody, AudioService } from './service';

const FILE = /^([0-9a-f]{24})\.mp3$/;
/** Signed URLs name immutable content, so browsers and CDNs may keep it for good. */
const CACHE_CONTROL = 'public, max-age=31536000, immutable';

type Request = FastifyRequest<{ Params: { file: string } }>;
type Complete = Exclude<AudioBody, { kind: 'live' }>;

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

/** Answers with a track's audio: the cached file (Range-aware) or the live stream of its encode. */
export async function sendTrack(req: FastifyRequest, reply: FastifyReply, service: AudioService, id: string, cacheControl = CACHE_CONTROL) {
  const listener = {};
  let body = await service.open(id, listener);
  if (!body) throw errors.notFound('Audio');
  reply.header('content-type', (body.kind === 'file' && body.type) || 'audio/mpeg').header('accept-ranges', 'bytes').header('cache-control', cacheControl);
  reply.header('etag', `"${SYNTH_VERSION}-${id}"`);
  if (body.kind === 'live' && startsPastZero(req.headers.range)) body = await whenComplete(reply, service, id, body.job, listener);
  if (body.kind === 'live') return sendLive(req, reply, body.job, listener, body.head);
  return sendComplete(req, reply, body);
}

/** A range past the start needs the length: wait for the encode (as a listener, so it is prioritised). */
async function whenComplete(reply: FastifyReply, service: AudioService, id: string, job: EncodeJob, listener: object): Promise<AudioBody> {
  // The response closing before it was sent means the client gave up.
  const left = () => job.detach(listener);
  reply.raw.once('close', left);
  try {
    await job.finished;
  } finally {
    left();
    reply.raw.off('close', left);
  }
  if (job.error) throw job.error;
  return (await service.open(id)) ?? { kind: 'memory', data: job.result() };
}

function sendLive(req: FastifyRequest, reply: FastifyReply, job: EncodeJob, listener: object, head?: Buffer) {
  if (req.method === 'HEAD') {
    job.detach(listener);
    return reply.send();
  }
  const stream = new JobStream(job, listener, head);
  reply.raw.once('close', () => stream.destroy());
  return reply.send(stream);
}

function sendComplete(req: FastifyRequest, reply: FastifyReply, body: Complete) {
  const size = body.kind === 'file' ? body.size : body.data.length;
  const release = () => (body.kind === 'file' ? body.handle.close().catch(() => {}) : undefined);
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
  if (body.kind === 'memory') return reply.send(body.data.subarray(start, end + 1));
  return reply.send(body.handle.createReadStream({ start, end }));
}
