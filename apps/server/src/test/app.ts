import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { COOKIES, CSRF_HEADER } from '@earshot/contract';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { type AppDeps, buildApp } from '../app';
import { ServiceMetrics } from '../metrics/service-metrics';
import { type Config, loadConfig } from '../config';
import { type AudioService, createAudioService } from '../modules/media';
import { TrackRepo } from '../modules/catalog';
import { type DialectName, createTestDb } from './db';
import { readOutbox } from './mail';

export interface TestApp {
  app: FastifyInstance;
  db: Awaited<ReturnType<typeof createTestDb>>['db'];
  config: Config;
  /** The app's audio service (its encodes and their listeners). */
  audio: AudioService;
  metrics: ServiceMetrics;
  /** Waits for work requests started without waiting (mail). */
  settle(): Promise<void>;
  /** Messages written to DATA_DIR/outbox (mail without SMTP_URL), oldest first, after settling. */
  outbox(): Promise<{ file: string; content: string }[]>;
  close(): Promise<void>;
}

export interface TestAppOptions {
  pages?: boolean;
  /** Extra environment variables, e.g. FB_APP_ID / FB_APP_SECRET / TRUST_PROXY / PUBLIC_URL. */
  env?: Record<string, string>;
  /** "Now" for the app (sessions, limits, reset links, ages); see FakeClock. */
  clock?: () => number;
  /** A stream's second, shortened so a test hears minutes of a stream in seconds. */
  streamChunkMs?: number;
  /** Where the app's log lines go (with env LOG_LEVEL, which is 'silent' otherwise). */
  logStream?: AppDeps['logStream'];
}

const outboxes = new WeakMap<FastifyInstance, TestApp['outbox']>();

/** The outbox of an app made by createTestApp, for helpers that hold only the app (a visitor's). */
export function outboxOf(app: FastifyInstance): ReturnType<TestApp['outbox']> {
  const outbox = outboxes.get(app);
  if (!outbox) throw new Error('not an app made by createTestApp');
  return outbox();
}

export async function createTestApp(dialect: DialectName, opts: TestAppOptions = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'earshot-test-'));
  const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', NODE_ENV: 'test', SECRET_KEY: 'x'.repeat(40), ...opts.env });
  const { db, destroy } = await createTestDb(dialect);
  const tracks = new TrackRepo(db);
  const metrics = new ServiceMetrics();
  const audio = createAudioService({
    dataDir,
    secret: config.secret,
    baseUrl: config.audioBaseUrl,
    cacheMaxBytes: config.audioCacheMaxBytes,
    workers: 1,
    warmUp: false,
    lookup: (id) => tracks.audioSource(id),
    metrics,
  });
  const app = await buildApp({
    config, db, audio, metrics, pages: opts.pages ?? false, clock: opts.clock, streamChunkMs: opts.streamChunkMs, logStream: opts.logStream,
  });
  const settle = () => app.background.idle();
  const outbox = async () => {
    await settle();
    return readOutbox(config.mail.outboxDir);
  };
  outboxes.set(app, outbox);
  return {
    app,
    db,
    config,
    audio,
    metrics,
    settle,
    outbox,
    close: async () => {
      await app.close();
      await audio.close();
      await destroy();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A clock tests move by hand: sessions, reset links and rate-limit windows read it. */
export class FakeClock {
  constructor(public time = Date.UTC(2026, 5, 15, 12, 0, 0)) {}

  readonly now = () => this.time;

  advance(ms: number): void {
    this.time += ms;
  }
}

export const MINUTE = 60 * 1000;
export const DAY = 24 * 60 * MINUTE;

let visitors = 0;
/** Each visitor comes from its own address unless told otherwise, as people do. */
const nextAddress = () => {
  visitors += 1;
  return `10.${(visitors >> 16) & 255}.${(visitors >> 8) & 255}.${visitors & 255}`;
};

/** A browser-like visitor: keeps its cookies and echoes the CSRF cookie on writes. */
export class Visitor {
  private cookies = new Map<string, string>();
  readonly ip: string;

  constructor(
    readonly app: FastifyInstance,
    opts: { ip?: string } = {},
  ) {
    this.ip = opts.ip ?? nextAddress();
  }

  get csrf(): string | undefined {
    return this.cookies.get(COOKIES.csrf);
  }

  get sid(): string | undefined {
    return this.cookies.get(this.app.sessions.cookieName);
  }

  /** A cookie the page's script would set (the player's filters). */
  setCookie(name: string, value: string): void {
    this.cookies.set(name, value);
  }

  /** A visitor holding the same cookies (another tab, or a copied cookie). */
  clone(opts: { ip?: string } = {}): Visitor {
    const other = new Visitor(this.app, { ip: opts.ip ?? this.ip });
    other.cookies = new Map(this.cookies);
    return other;
  }

  async request(opts: InjectOptions & { url: string }) {
    const headers: Record<string, string> = { ...(opts.headers as Record<string, string>) };
    const jar = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    if (jar) headers.cookie = jar;
    if (opts.method && opts.method !== 'GET' && this.csrf && !(CSRF_HEADER in headers)) headers[CSRF_HEADER] = this.csrf;
    const res = await this.app.inject({ remoteAddress: this.ip, ...opts, headers });
    for (const c of res.cookies) this.cookies.set(c.name, c.value);
    return res;
  }

  get(url: string, headers: Record<string, string> = {}) {
    return this.request({ method: 'GET', url, headers });
  }

  post(url: string, form: Record<string, string | number> = {}, headers: Record<string, string> = {}) {
    return this.request({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      payload: new URLSearchParams(Object.entries(form).map(([k, v]) => [k, String(v)])).toString(),
    });
  }
}
