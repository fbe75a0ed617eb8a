import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { routePattern } from '../http/route-pattern';
import type { EventFields, EventLog, EventName } from './events';
import { RecentKeys } from './recent-keys';

/** A web listener counts as listening for this long after their last listening call. */
const LISTENING_WINDOW_MS = 5 * 60_000;
/**
 * Listener keys remembered at most (about 15 MB of 32-character keys): past it the longest-unseen
 * is forgotten, so keys minted by the million cost no more memory; the gauge then reads low.
 */
const MAX_LISTENER_KEYS = 100_000;

/** API calls take milliseconds (the playlist's p99 budget is 50 ms); audio answers can take minutes (+Inf). */
const REQUEST_BUCKETS = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** A whole song's synthesis and encoding, summed over its steps: about a second for a few minutes of audio. */
const ENCODE_BUCKETS = [0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32, 64];

/** Who received audio: the web player (the audio and start routes) or a stream connection. */
type AudioDelivery = 'web' | 'stream';

/**
 * The server's figures for Prometheus, in a registry of its own (several apps in one process,
 * as in tests, never share a figure). Modules see it through narrow interfaces of their own
 * (AudioMetrics, StreamMetrics, ListeningMetrics), which it fits by shape: no module imports
 * prom-client. Names follow Prometheus' conventions (`earshot_` prefix, `_total`, `_seconds`,
 * `_bytes`); the process figures keep the standard `process_` and `nodejs_` names that
 * dashboards and alerts expect.
 */
export class ServiceMetrics implements EventLog {
  readonly registry = new Registry();
  private readonly webListeners: RecentKeys;
  private openStreams = 0;
  private readonly requests: Counter<'method' | 'route' | 'code'>;
  private readonly requestSeconds: Histogram<'method' | 'route'>;
  private readonly plays: Counter<'source'>;
  private readonly audioBytes: Counter<'source'>;
  private readonly cacheLookups: Counter<'result'>;
  private readonly encodeSeconds: Histogram;
  private readonly databaseErrors: Counter;
  private readonly redisErrors: Counter;
  /** Each event's count, beside its log line (`event`). */
  private readonly eventCounts: Record<EventName, () => void>;

  constructor() {
    const registers = [this.registry];
    collectDefaultMetrics({ register: this.registry });
    this.webListeners = new RecentKeys(LISTENING_WINDOW_MS, MAX_LISTENER_KEYS);
    this.requests = new Counter({
      name: 'earshot_http_requests_total',
      help: 'HTTP requests answered, by method, route pattern ("(unmatched)": the not-found handler, which also renders pages) and status code',
      labelNames: ['method', 'route', 'code'],
      registers,
    });
    this.requestSeconds = new Histogram({
      name: 'earshot_http_request_duration_seconds',
      help: 'Time from a request\'s arrival to the end of its answer, by method and route pattern',
      labelNames: ['method', 'route'],
      buckets: REQUEST_BUCKETS,
      registers,
    });
    const listeners: Gauge<'kind'> = new Gauge({
      name: 'earshot_listeners',
      help: 'Listeners now: web (distinct listeners with a listening call in the last 5 minutes) and stream (open stream connections)',
      labelNames: ['kind'],
      registers,
      collect: () => {
        listeners.set({ kind: 'web' }, this.webListeners.count());
        listeners.set({ kind: 'stream' }, this.openStreams);
      },
    });
    this.plays = new Counter({ name: 'earshot_plays_total', help: 'Items played: reported by the web player, or heard by a stream connection', labelNames: ['source'], registers });
    const skips = new Counter({ name: 'earshot_skips_total', help: 'Songs skipped (only the web player skips)', registers });
    const bans = new Counter({ name: 'earshot_bans_total', help: 'Songs and artists banned from channels', registers });
    const signUps = new Counter({ name: 'earshot_sign_ups_total', help: 'Accounts made (emailed link or first Facebook log-in)', registers });
    this.audioBytes = new Counter({ name: 'earshot_audio_bytes_total', help: 'Audio bytes sent, to the web player or to stream connections', labelNames: ['source'], registers });
    this.cacheLookups = new Counter({
      name: 'earshot_audio_cache_lookups_total',
      help: 'Demo tracks asked for: encoded already (hit) or to be encoded (miss)',
      labelNames: ['result'],
      registers,
    });
    this.encodeSeconds = new Histogram({
      name: 'earshot_audio_encode_seconds',
      help: 'Encoder time a whole track took (synthesis and MP3), summed over its steps; pauses for pacing are not counted',
      buckets: ENCODE_BUCKETS,
      registers,
    });
    this.databaseErrors = new Counter({ name: 'earshot_database_errors_total', help: 'Database queries that failed (unique violations, which the code expects, left out)', registers });
    this.redisErrors = new Counter({ name: 'earshot_redis_errors_total', help: 'Errors of the Redis connection (each failed reconnection too)', registers });
    // Every labelled series from the first scrape, at 0: a rate over a series that appears late misses its first count.
    for (const source of ['web', 'stream'] satisfies AudioDelivery[]) {
      this.plays.inc({ source }, 0);
      this.audioBytes.inc({ source }, 0);
    }
    for (const result of ['hit', 'miss']) this.cacheLookups.inc({ result }, 0);
    this.eventCounts = {
      play: () => this.plays.inc({ source: 'web' }),
      skip: () => skips.inc(),
      ban: () => bans.inc(),
      sign_up: () => signUps.inc(),
    };
  }

  /** Counts and times every answer by route. Streams, which take their socket over, are not answers: `listeners` counts them. */
  countRequests(app: FastifyInstance): void {
    app.addHook('onResponse', (req, reply, done) => {
      const route = routePattern(req);
      this.requests.inc({ method: req.method, route, code: reply.statusCode });
      this.requestSeconds.observe({ method: req.method, route }, reply.elapsedTime / 1000);
      done();
    });
  }

  event<E extends EventName>(log: FastifyBaseLogger, event: E, fields: EventFields[E]): void {
    const line: Record<string, unknown> = { event, ...fields };
    log.info(line, event as string);
    this.eventCounts[event]();
  }

  /** A listening call (playlist, start, played, skip) by this listener key. */
  listenerActive(listenerKey: string): void {
    this.webListeners.touch(listenerKey);
  }

  /** A stream connection started; call the answer when it ends (once; more calls are ignored). */
  streamOpened(): () => void {
    this.openStreams++;
    let open = true;
    return () => {
      if (open) this.openStreams--;
      open = false;
    };
  }

  /** Plays heard by stream connections (written to the plays log). */
  streamPlays(count: number): void {
    this.plays.inc({ source: 'stream' }, count);
  }

  audioSent(source: AudioDelivery, bytes: number): void {
    this.audioBytes.inc({ source }, bytes);
  }

  audioCache(result: 'hit' | 'miss'): void {
    this.cacheLookups.inc({ result });
  }

  audioEncoded(seconds: number): void {
    this.encodeSeconds.observe(seconds);
  }

  databaseError(): void {
    this.databaseErrors.inc();
  }

  redisError(): void {
    this.redisErrors.inc();
  }
}
