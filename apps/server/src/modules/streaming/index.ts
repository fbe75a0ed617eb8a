import { STREAM_ENDPOINTS, STREAM_LIMITS } from '@earshot/contract';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db';
import type { RateLimiter } from '../../http/rate-limit';
import { defineRoute } from '../../http/route';
import { requireUser } from '../../http/session';
import type { ChannelService } from '../catalog';
import type { PlaylistService } from '../listening';
import { AddressSlots } from './address-slots';
import { ChannelStreams } from './channel-streams';
import type { StreamMetrics } from './metrics';
import { StreamKeyRepo } from './key-repo';
import { StreamKeys } from './keys';
import type { SongSource } from './on-air';
import { PersonalStreams } from './personal-streams';
import { StreamPlaysLog } from './plays-log';
import { registerStreamRoutes } from './routes';
import { ChannelSlugs } from './slugs';
import { TRANSMISSION } from './format';

export type { SongSource } from './on-air';
export { ChannelSlugs } from './slugs';
export type { StreamMetrics } from './metrics';

export interface StreamingDeps {
  db: Db;
  channels: ChannelService;
  playlists: PlaylistService;
  songs: SongSource;
  limiter: RateLimiter;
  publicUrl: string;
  clock: () => number;
  log: FastifyBaseLogger;
  /** Real time by default (TRANSMISSION); tests pass less. */
  chunkMs?: number;
  metrics: StreamMetrics;
}

/**
 * Standard streams (issue 25): each channel as an endless ICY MP3 stream with M3U and PLS files,
 * and personal streams that play a channel as one listener's own schedule, by a key they make.
 */
export function createStreaming(deps: StreamingDeps) {
  const { db, playlists, songs, clock, publicUrl, metrics } = deps;
  const keys = new StreamKeys(new StreamKeyRepo(db), clock);
  const plays = new StreamPlaysLog(
    async (rows) => {
      await playlists.streamed(rows);
      metrics.streamPlays(rows.length);
    },
    (error) => deps.log.error({ err: error }, 'stream plays not recorded'),
  );
  const transmission = { ...TRANSMISSION, chunkMs: deps.chunkMs ?? TRANSMISSION.chunkMs, sent: (bytes: number) => metrics.audioSent('stream', bytes) };
  const channelStreams = new ChannelStreams({ playlists, songs, plays, publicUrl, clock, transmission });
  const personal = new PersonalStreams({
    playlists, songs, publicUrl, clock, transmission, metrics, keyStillValid: async (key, userId) => (await keys.ownerOf(key)) === userId,
  });

  const routes = [
    defineRoute({
      endpoint: STREAM_ENDPOINTS.streamKey,
      summary: 'Whether the listener has a personal stream key, and since when (the key itself is shown only when made)',
      tags: ['streams'],
      handler: async (_input, req, reply) => {
        reply.header('cache-control', 'no-store');
        return { stream_key: await keys.status(requireUser(req).id) };
      },
    }),
    defineRoute({
      endpoint: STREAM_ENDPOINTS.createStreamKey,
      summary: 'Make a personal stream key, replacing any earlier one (whose streams stop at once); the answer is the only time the key is told',
      tags: ['streams'],
      handler: async (_input, req, reply) => {
        const userId = requireUser(req).id;
        const made = await keys.create(userId);
        personal.endFor(userId);
        reply.header('cache-control', 'no-store');
        return { status: 'ok' as const, ...made };
      },
    }),
    defineRoute({
      endpoint: STREAM_ENDPOINTS.revokeStreamKey,
      summary: 'Turn the personal stream key off; its streams stop at once',
      tags: ['streams'],
      handler: async (_input, req) => {
        const userId = requireUser(req).id;
        await keys.revoke(userId);
        personal.endFor(userId);
        return { status: 'ok' as const };
      },
    }),
  ];

  return {
    routes,
    /** The stream routes themselves (audio, not JSON), and their end at shutdown. */
    register(app: FastifyInstance): void {
      registerStreamRoutes(app, {
        channels: deps.channels,
        slugs: new ChannelSlugs(db, clock),
        channelStreams,
        personal,
        keys,
        limiter: deps.limiter,
        slots: new AddressSlots(STREAM_LIMITS.connectionsPerAddress),
        publicUrl,
        metrics,
      });
      // Before the server waits for its connections to end: streams never end on their own.
      app.addHook('preClose', async () => {
        personal.stopAll();
        await channelStreams.stopAll();
        await plays.close();
      });
    },
  };
}
