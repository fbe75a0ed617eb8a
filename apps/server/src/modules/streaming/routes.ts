import { createHash } from 'node:crypto';
import { PRODUCT, STREAM_ENDPOINTS, STREAM_LIMITS, STREAM_MESSAGES, type StreamFormat, channelStreamPath, personalStreamPath, siteUrl } from '@earshot/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError, errors } from '../../http/errors';
import type { RateLimiter } from '../../http/rate-limit';
import { type Asker, type ChannelRecord, type ChannelService, includedOf } from '../catalog';
import type { AddressSlots } from './address-slots';
import type { ChannelStreams } from './channel-streams';
import { CHUNK_BYTES, STREAM_KBPS, STREAM_SAMPLE_RATE } from './format';
import { type StationInfo, icyResponseHead, wantsIcyMetadata } from './icy';
import type { StreamKeys } from './keys';
import type { PersonalStreams } from './personal-streams';
import { PLAYLIST_FILE_TYPES, m3uFile, plsFile } from './playlist-files';
import type { ChannelSlugs } from './slugs';
import type { StreamMetrics } from './metrics';
import { channelPageUrl, streamRefOf } from './station';
import type { StreamListener, Transmitter } from './transmitter';

export interface StreamRoutesDeps {
  channels: ChannelService;
  slugs: ChannelSlugs;
  channelStreams: ChannelStreams;
  personal: PersonalStreams;
  keys: StreamKeys;
  limiter: RateLimiter;
  slots: AddressSlots;
  publicUrl: string;
  metrics: Pick<StreamMetrics, 'streamOpened'>;
}

const FILE = /^(.+)\.(mp3|m3u|pls)$/;

const notStreamable = () => new AppError(403, 'not_streamable', STREAM_MESSAGES.channelNotStreamable);
const addressBusy = () => new AppError(429, 'too_many_streams', STREAM_MESSAGES.tooManyFromAddress);
const keyUnknown = () => new AppError(404, 'not_found', STREAM_MESSAGES.keyUnknown);

interface ParsedFile {
  ref: string;
  format: StreamFormat;
}

/**
 * Connections that asked for a stream. A stream never ends, so a request pipelined behind one on the
 * same connection could never be answered in turn: it is dropped unread, and a stream asked for
 * behind a stream does not start a second transmitter writing into the same socket.
 */
const streamSockets = new WeakSet<object>();

/**
 * Runs a stream route. A GET of a stream claims its connection at once, before any await, so the
 * requests parsed behind it in the same read find it claimed; a request that ends in an error
 * answered normally gives the connection back (a keep-alive connection goes on serving).
 */
function streamRoute<P extends { file: string }>(handle: (req: FastifyRequest<{ Params: P }>, reply: FastifyReply, file: ParsedFile) => Promise<unknown>) {
  return async (req: FastifyRequest<{ Params: P }>, reply: FastifyReply) => {
    const socket = req.raw.socket;
    if (streamSockets.has(socket)) return reply.hijack();
    const file = parseFile((req.params as P).file);
    const streaming = req.method === 'GET' && file.format === 'mp3';
    if (streaming) streamSockets.add(socket);
    try {
      return await handle(req, reply, file);
    } catch (error) {
      if (streaming) streamSockets.delete(socket);
      throw error;
    }
  };
}

function parseFile(raw: unknown): ParsedFile {
  const parsed = STREAM_ENDPOINTS.channelStream.params.safeParse({ file: raw });
  const match = parsed.success ? FILE.exec(parsed.data.file) : null;
  if (!match) throw errors.notFound('Stream');
  return { ref: match[1], format: match[2] as StreamFormat };
}

/** The channel an address names by id, number or slug. */
async function channelOf(deps: StreamRoutesDeps, ref: string, asker: Asker): Promise<ChannelRecord> {
  const id = await deps.slugs.idOrNumberOf(ref);
  if (!id) throw errors.notFound('Channel');
  return deps.channels.requireFor(id, asker);
}

function station(deps: StreamRoutesDeps, channel: ChannelRecord, listed: boolean): StationInfo {
  return {
    name: `${channel.name} · ${PRODUCT}`,
    description: channel.description,
    genre: channel.genre_name ?? '',
    url: channelPageUrl(deps.publicUrl, channel),
    kbps: STREAM_KBPS,
    sampleRate: STREAM_SAMPLE_RATE,
    listed,
  };
}

function sendPlaylistFile(reply: FastifyReply, format: 'm3u' | 'pls', title: string, url: string, fileName: string) {
  reply
    .type(PLAYLIST_FILE_TYPES[format])
    .header('cache-control', 'no-store')
    .header('content-disposition', `inline; filename="${fileName}.${format}"`);
  return reply.send(format === 'm3u' ? m3uFile(title, url) : plsFile(title, url));
}

/**
 * Hands the connection to a transmitter: the response head and then the audio are written to the
 * socket directly, as Icecast does (HTTP/1.1 200, no length, closed at the end).
 */
function stream(
  req: FastifyRequest,
  reply: FastifyReply,
  transmitter: Transmitter,
  listener: (icy: boolean) => StreamListener,
  info: StationInfo,
  deps: Pick<StreamRoutesDeps, 'metrics'>,
  done: () => void,
) {
  reply.hijack();
  const socket = req.raw.socket;
  if (socket.destroyed) {
    done();
    if (transmitter.listenerCount === 0) transmitter.stop();
    return;
  }
  const icy = wantsIcyMetadata(req.headers['icy-metadata']);
  // Nothing more is read from a player: a request pipelined behind the stream would wait forever for
  // its turn, holding memory. A player that goes away is noticed by the next second's write.
  socket.pause();
  socket.write(icyResponseHead(info, icy ? CHUNK_BYTES : null));
  const joined = listener(icy);
  const closed = deps.metrics.streamOpened();
  socket.once('close', () => {
    closed();
    transmitter.remove(joined);
    done();
  });
  transmitter.add(joined);
}

/** Takes one of the address's slots for as long as the stream lasts, starts the transmitter and streams. */
async function openStream(
  req: FastifyRequest,
  reply: FastifyReply,
  deps: Pick<StreamRoutesDeps, 'slots' | 'metrics'>,
  info: StationInfo,
  start: () => Promise<Transmitter | null>,
  listener: (icy: boolean) => StreamListener,
) {
  const { slots } = deps;
  if (!slots.take(req.ip)) throw addressBusy();
  const done = () => slots.give(req.ip);
  let transmitter: Transmitter | null;
  try {
    transmitter = await start();
  } catch (error) {
    done();
    throw error;
  }
  if (!transmitter) {
    done();
    throw errors.notFound('Playable item');
  }
  stream(req, reply, transmitter, listener, info, deps, done);
}

/** Answers a HEAD: the stream's head alone. */
function head(reply: FastifyReply, info: StationInfo) {
  reply.hijack();
  reply.raw.socket?.end(icyResponseHead(info, null));
}

export function registerStreamRoutes(app: FastifyInstance, deps: StreamRoutesDeps): void {
  const { channelStreams, personal } = deps;

  app.route({
    method: ['GET', 'HEAD'],
    url: STREAM_ENDPOINTS.channelStream.path,
    handler: streamRoute<{ file: string }>(async (req, reply, { ref, format }) => {
      const channel = await channelOf(deps, ref, { userId: null, address: req.ip });
      if (includedOf(channel).every((c) => c.five_star !== 0)) throw notStreamable();
      const info = station(deps, channel, true);
      if (format !== 'mp3') {
        const url = siteUrl(deps.publicUrl, channelStreamPath(streamRefOf(channel)));
        return sendPlaylistFile(reply, format, info.name, url, String(streamRefOf(channel)));
      }
      if (req.method === 'HEAD') return head(reply, info);
      return openStream(req, reply, deps, info, () => channelStreams.transmitterFor(channel), (icy) => channelStreams.listener(channel, req.raw.socket, icy));
    }),
  });

  app.route({
    method: ['GET', 'HEAD'],
    url: STREAM_ENDPOINTS.personalStream.path,
    handler: streamRoute<{ key: string; file: string }>(async (req, reply, { ref, format }) => {
      const key = String(req.params.key).slice(0, 64);
      const decision = await deps.limiter.consume(`stream:key:${createHash('sha256').update(key).digest('base64url')}`, STREAM_LIMITS.connectsPerKeyPerMinute, 60_000);
      if (!decision.allowed) throw errors.rateLimited(decision.retryAfterSeconds);
      const userId = await deps.keys.ownerOf(key);
      if (!userId) throw keyUnknown();
      const channel = await channelOf(deps, ref, { userId, address: req.ip });
      const info = station(deps, channel, false);
      if (format !== 'mp3') {
        const url = siteUrl(deps.publicUrl, personalStreamPath(key, streamRefOf(channel)));
        return sendPlaylistFile(reply, format, info.name, url, String(streamRefOf(channel)));
      }
      if (req.method === 'HEAD') return head(reply, info);
      return openStream(req, reply, deps, info, () => personal.start(userId, key, channel), (icy) => ({ socket: req.raw.socket, icy }));
    }),
  });
}
