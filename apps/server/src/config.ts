import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { type ProxyTrust, parseProxyTrust } from './http/proxy-trust';
import type { SelfMeasureSettings } from './http/self-measure';

/** An optional setting left empty (`FB_APP_ID=` in an env file) counts as unset. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema.optional());

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).optional(),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL (leave it unset for the embedded SQLite file)')
    .optional(),
  SECRET_KEY: z.string().min(32, 'SECRET_KEY must be at least 32 characters').optional(),
  REDIS_URL: optional(z.string().regex(/^rediss?:\/\/\S+$/, 'REDIS_URL must be a redis:// or rediss:// URL (leave it unset for one server)')),
  WORKERS: z.coerce.number().int().min(1).max(64).default(1),
  AUDIO_BASE_URL: optional(
    z.string().refine(isPublicUrl, 'AUDIO_BASE_URL must be an http(s) URL without a trailing slash, e.g. https://cdn.example.com'),
  ),
  AUDIO_CACHE_MAX_MB: z.coerce.number().int().min(16).default(2048),
  AUDIO_WORKERS: z.coerce.number().int().min(1).max(16).optional(),
  CATALOG_SIZE: z.enum(['full', 'test']).default('full'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .default('false')
    .transform((value, ctx) => {
      const trust = parseProxyTrust(value);
      if (trust === null) {
        ctx.addIssue({ code: 'custom', message: 'TRUST_PROXY must be true, false, or proxy addresses and CIDR ranges separated by commas' });
        return z.NEVER;
      }
      return trust;
    }),
  WEB_DIST: z.string().optional(),
  FB_APP_ID: optional(z.string().regex(/^\d{1,32}$/, 'FB_APP_ID must be the numeric Facebook app id')),
  FB_APP_SECRET: optional(z.string().min(16, 'FB_APP_SECRET must be the Facebook app secret')),
  SMTP_URL: optional(
    z.string().regex(/^smtps?:\/\/\S+$/, 'SMTP_URL must be an smtp:// or smtps:// URL (leave it unset to write mail to DATA_DIR/outbox)'),
  ),
  MAIL_FROM: z.string().min(3).default('Earshot <no-reply@localhost>'),
  VERSION: optional(z.string().max(64)),
  ADS_ENABLED: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  AD_TAG_URL: optional(z.string().refine(isWebUrl, 'AD_TAG_URL must be the http(s) URL of the ad network\'s script')),
  AD_BREAK_EVERY_SECONDS: optional(z.coerce.number().int().min(1).max(24 * 3600)),
  // Receiving a request (not sending its answer): a form is at most 64 KiB, so a client still sending
  // one after these is holding a connection open on purpose (slow loris), not on a slow network.
  HEADERS_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(10_000),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(30_000),
  // Off unless set: the server then records nothing, at no cost.
  SELF_MEASURE_FILE: optional(z.string()),
  SELF_MEASURE_WINDOW_MS: z.coerce.number().int().min(100).max(3_600_000).default(30_000),
  PUBLIC_URL: optional(
    z.string().refine(isPublicUrl, 'PUBLIC_URL must be an http(s) URL without a trailing slash, e.g. https://radio.example.com'),
  ),
  // Royalty reports (npm run report): the service and its transmission category as a report of use names them.
  REPORT_SERVICE_NAME: z.string().trim().max(64).regex(/[A-Za-z0-9]/, 'REPORT_SERVICE_NAME must hold a letter or a digit: it names the report files').default('Earshot'),
  REPORT_TRANSMISSION_CATEGORY: z.string().regex(/^[A-Z]$/, "REPORT_TRANSMISSION_CATEGORY must be one of SoundExchange's category letters, e.g. A").default('A'),
  // Metrics (issue 26), off unless set. METRICS_PORT: a listener of its own that serves only /metrics, on
  // METRICS_HOST (a private interface; HOST by default). METRICS_TOKEN: /metrics on the public port too,
  // to `Authorization: Bearer <token>` only.
  METRICS_PORT: optional(z.coerce.number().int().min(0).max(65535)),
  METRICS_HOST: optional(z.string().min(1)),
  METRICS_TOKEN: optional(
    z.string().regex(/^[\x21-\x7e]{32,256}$/, 'METRICS_TOKEN must be 32 to 256 printable characters without spaces, e.g. `openssl rand -hex 32`'),
  ),
}).refine((e) => e.HEADERS_TIMEOUT_MS <= e.REQUEST_TIMEOUT_MS, {
  message: 'HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS (the headers are part of the request)',
  path: ['HEADERS_TIMEOUT_MS'],
}).refine((e) => e.NODE_ENV !== 'production' || e.PUBLIC_URL, {
  // Pages, mail, robots.txt and the sitemap link to the site: never to whatever Host a request named.
  message: 'PUBLIC_URL is required in production: the address visitors use, e.g. https://radio.example.com',
  path: ['PUBLIC_URL'],
}).refine((e) => Boolean(e.FB_APP_ID) === Boolean(e.FB_APP_SECRET), {
  message: 'set both FB_APP_ID and FB_APP_SECRET, or neither',
  path: ['FB_APP_SECRET'],
}).refine((e) => !e.REDIS_URL || e.SECRET_KEY, {
  // Each machine would otherwise generate its own key, and one server's CSRF tokens and audio URLs would fail on the next.
  message: 'several servers (REDIS_URL) must share one SECRET_KEY',
  path: ['SECRET_KEY'],
}).refine((e) => e.WORKERS === 1 || e.REDIS_URL, {
  message: 'WORKERS above 1 needs REDIS_URL (workers share rate limits through it) and PostgreSQL',
  path: ['WORKERS'],
}).refine((e) => e.WORKERS === 1 || e.DATABASE_URL, {
  message: 'WORKERS above 1 needs DATABASE_URL: SQLite takes one writer',
  path: ['WORKERS'],
}).refine((e) => !e.METRICS_PORT || e.METRICS_PORT !== e.PORT, {
  message: 'METRICS_PORT must differ from PORT: the public port never serves metrics without METRICS_TOKEN',
  path: ['METRICS_PORT'],
});

function isWebUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

function isPublicUrl(value: string): boolean {
  if (value.endsWith('/')) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.search && !url.hash;
  } catch {
    return false;
  }
}

export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  database: { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string };
  secret: string;
  /** Shared rate limits for several servers; null keeps them in this process. */
  redisUrl: string | null;
  /** `node:cluster` workers serving HTTP (1: this process serves). */
  workers: number;
  /** Origin that signed audio URLs point at (a CDN or object store in front of /audio/); null: this server. */
  audioBaseUrl: string | null;
  audioCacheMaxBytes: number;
  audioWorkers?: number;
  catalogSize: 'full' | 'test';
  logLevel: string;
  /** Reverse proxies whose X-Forwarded-* entries are believed (TRUST_PROXY). */
  trustProxy: ProxyTrust;
  webDist: string;
  /** Social log-in; null when FB_APP_ID/FB_APP_SECRET are unset. */
  facebook: { appId: string; secret: string } | null;
  mail: {
    /** SMTP transport; null writes each message as an .eml file into `outboxDir`. */
    smtpUrl: string | null;
    from: string;
    outboxDir: string;
  };
  /** How long a client may take to send a request's headers, and the whole request (headers and body). */
  receiveTimeouts: { headersMs: number; requestMs: number };
  /**
   * The site's address (PUBLIC_URL, no trailing slash), e.g. https://radio.example.com: every absolute
   * link (pages, mail, robots.txt, the sitemap) is written against it with siteUrl(). Required in
   * production; a development server defaults to its own listening address.
   */
  publicUrl: string;
  /** The running build (commit id) shown to clients; 'unversioned' by default. */
  version: string;
  /** Each process writes its own measurements, a line per window (SELF_MEASURE_FILE); null: none. */
  selfMeasure: SelfMeasureSettings | null;
  /**
   * Prometheus metrics: `port` (METRICS_PORT, null: none) is a listener of its own on `host`, serving
   * only /metrics; `token` (METRICS_TOKEN, null: none) lets the public port serve /metrics to it.
   */
  metrics: { port: number | null; host: string; token: string | null };
  /** Audio ad breaks: off entirely, or every `breakEverySeconds` of music (null: the policy's default). */
  ads: {
    enabled: boolean;
    breakEverySeconds: number | null;
    /** An external ad network's script, filling the display slots instead of the first-party ad server. */
    tagUrl: string | null;
  };
  /** Reports of use (issue 26): the service's name and its SoundExchange transmission category ('A': a free webcaster's). */
  report: { serviceName: string; transmissionCategory: string };
}

const repoRoot = path.resolve(import.meta.dirname, '../../..');

export class ConfigError extends Error {}

/** Validates the environment once at boot; every problem is reported together. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  // Relative paths are taken from where the command was typed (npm scripts run from the package's folder).
  const cwd = env.INIT_CWD ?? process.cwd();
  const dataDir = path.resolve(cwd, e.DATA_DIR ?? path.join(repoRoot, 'data'));
  mkdirSync(dataDir, { recursive: true });
  return {
    nodeEnv: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL }
      : { kind: 'sqlite', file: path.join(dataDir, 'earshot.db') },
    secret: e.SECRET_KEY ?? persistedSecret(dataDir),
    redisUrl: e.REDIS_URL ?? null,
    workers: e.WORKERS,
    audioBaseUrl: e.AUDIO_BASE_URL ?? null,
    audioCacheMaxBytes: e.AUDIO_CACHE_MAX_MB * 1024 * 1024,
    audioWorkers: e.AUDIO_WORKERS,
    catalogSize: e.CATALOG_SIZE,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    webDist: path.resolve(e.WEB_DIST ?? path.join(repoRoot, 'apps/web/dist')),
    facebook: e.FB_APP_ID && e.FB_APP_SECRET ? { appId: e.FB_APP_ID, secret: e.FB_APP_SECRET } : null,
    mail: { smtpUrl: e.SMTP_URL ?? null, from: e.MAIL_FROM, outboxDir: path.join(dataDir, 'outbox') },
    receiveTimeouts: { headersMs: e.HEADERS_TIMEOUT_MS, requestMs: e.REQUEST_TIMEOUT_MS },
    publicUrl: e.PUBLIC_URL ?? listeningUrl(e.HOST, e.PORT),
    version: e.VERSION?.trim() || 'unversioned',
    selfMeasure: e.SELF_MEASURE_FILE ? { filePrefix: path.resolve(cwd, e.SELF_MEASURE_FILE), windowMs: e.SELF_MEASURE_WINDOW_MS } : null,
    metrics: { port: e.METRICS_PORT ?? null, host: e.METRICS_HOST ?? e.HOST, token: e.METRICS_TOKEN ?? null },
    ads: { enabled: e.ADS_ENABLED, breakEverySeconds: e.AD_BREAK_EVERY_SECONDS ?? null, tagUrl: e.AD_TAG_URL ?? null },
    report: { serviceName: e.REPORT_SERVICE_NAME, transmissionCategory: e.REPORT_TRANSMISSION_CATEGORY },
  };
}

/** Where a development server is reached on this machine: its listening address, 127.0.0.1 for a wildcard one. */
function listeningUrl(host: string, port: number): string {
  const reachable = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`;
}

/** Without SECRET_KEY a random one is kept in DATA_DIR so sessions and signed URLs survive restarts. */
function persistedSecret(dataDir: string): string {
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
