import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'earshot-config-'));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 's'.repeat(40), ...env });

describe('account configuration', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('has no Facebook log-in, writes mail to DATA_DIR/outbox and links to its own listening address by default', () => {
    const config = load({ PORT: '9090' });
    expect(config.facebook).toBeNull();
    expect(config.mail).toEqual({ smtpUrl: null, from: 'Earshot <no-reply@localhost>', outboxDir: path.join(dataDir, 'outbox') });
    expect(config.publicUrl).toBe('http://127.0.0.1:9090');
    expect(load({ HOST: '192.0.2.7', PORT: '9090' }).publicUrl).toBe('http://192.0.2.7:9090');
    expect(load({ HOST: '::1', PORT: '9090' }).publicUrl).toBe('http://[::1]:9090');
    expect(load({ HOST: '::', PORT: '9090' }).publicUrl).toBe('http://127.0.0.1:9090');
  });

  it('refuses to start in production without PUBLIC_URL, saying what to set', () => {
    for (const env of [{ NODE_ENV: 'production' }, { NODE_ENV: 'production', PUBLIC_URL: '' }] as Record<string, string>[]) {
      expect(() => load(env)).toThrow(ConfigError);
      expect(() => load(env)).toThrow(/PUBLIC_URL is required in production.*https:\/\/radio\.example\.com/);
    }
    expect(load({ NODE_ENV: 'production', PUBLIC_URL: 'https://radio.example.com' }).publicUrl).toBe('https://radio.example.com');
  });

  it('times the receiving of requests, 10 s for headers and 30 s in all, and refuses a headers timeout past the request timeout', () => {
    expect(load({}).receiveTimeouts).toEqual({ headersMs: 10_000, requestMs: 30_000 });
    expect(load({ HEADERS_TIMEOUT_MS: '500', REQUEST_TIMEOUT_MS: '1000' }).receiveTimeouts).toEqual({ headersMs: 500, requestMs: 1000 });
    expect(() => load({ HEADERS_TIMEOUT_MS: '40000' })).toThrow(/HEADERS_TIMEOUT_MS must not exceed REQUEST_TIMEOUT_MS/);
  });

  it('measures itself only when SELF_MEASURE_FILE names a file prefix, in 30 s windows unless told', () => {
    expect(load({}).selfMeasure).toBeNull();
    expect(load({ SELF_MEASURE_FILE: '' }).selfMeasure).toBeNull();
    expect(load({ SELF_MEASURE_FILE: '/tmp/run/self' }).selfMeasure).toEqual({ filePrefix: '/tmp/run/self', windowMs: 30_000 });
    expect(load({ SELF_MEASURE_FILE: 'run/self', SELF_MEASURE_WINDOW_MS: '200', INIT_CWD: '/srv' }).selfMeasure).toEqual({ filePrefix: '/srv/run/self', windowMs: 200 });
    expect(() => load({ SELF_MEASURE_FILE: '/tmp/run/self', SELF_MEASURE_WINDOW_MS: '5' })).toThrow(/SELF_MEASURE_WINDOW_MS/);
  });

  it('treats empty optional settings as unset', () => {
    const config = load({ FB_APP_ID: '', FB_APP_SECRET: '', SMTP_URL: '', PUBLIC_URL: '' });
    expect(config.facebook).toBeNull();
    expect(config.mail.smtpUrl).toBeNull();
    expect(config.publicUrl).toBe('http://127.0.0.1:8080');
  });

  it('takes Facebook, SMTP, sender and public URL settings', () => {
    const config = load({
      FB_APP_ID: '1234567890', FB_APP_SECRET: 'abcdef0123456789abcdef0123456789', SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      MAIL_FROM: 'Radio <radio@example.com>', PUBLIC_URL: 'https://radio.example.com',
    });
    expect(config.facebook).toEqual({ appId: '1234567890', secret: 'abcdef0123456789abcdef0123456789' });
    expect(config.mail.smtpUrl).toBe('smtps://user:pass@mail.example.com:465');
    expect(config.mail.from).toBe('Radio <radio@example.com>');
    expect(config.publicUrl).toBe('https://radio.example.com');
  });

  it.each([
    [{ FB_APP_ID: '1234567890' }, 'FB_APP_SECRET'],
    [{ FB_APP_SECRET: 'abcdef0123456789abcdef0123456789' }, 'FB_APP_SECRET'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL'],
    [{ PUBLIC_URL: 'https://radio.example.com/' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'ftp://radio.example.com' }, 'PUBLIC_URL'],
    [{ PUBLIC_URL: 'radio.example.com' }, 'PUBLIC_URL'],
  ])('refuses to start with %o', (env, name) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(name);
  });
});

describe('several servers configuration', () => {
  const bare = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env });

  it('runs as one process with in-memory limits and audio from this server by default', () => {
    const config = load({});
    expect(config).toMatchObject({ redisUrl: null, workers: 1, audioBaseUrl: null });
  });

  it('takes Redis, cluster workers on PostgreSQL and a CDN for audio', () => {
    const config = load({
      REDIS_URL: 'redis://127.0.0.1:6379', WORKERS: '4', DATABASE_URL: 'postgres://db.internal/earshot', AUDIO_BASE_URL: 'https://cdn.example.com/earshot',
    });
    expect(config).toMatchObject({ redisUrl: 'redis://127.0.0.1:6379', workers: 4, audioBaseUrl: 'https://cdn.example.com/earshot' });
  });

  it.each([
    [{ REDIS_URL: 'redis://127.0.0.1:6379' }, 'SECRET_KEY'],
    [{ SECRET_KEY: 's'.repeat(40), REDIS_URL: 'http://127.0.0.1:6379' }, 'REDIS_URL'],
    [{ SECRET_KEY: 's'.repeat(40), WORKERS: '2', DATABASE_URL: 'postgres://db.internal/earshot' }, 'WORKERS'],
    [{ SECRET_KEY: 's'.repeat(40), WORKERS: '2', REDIS_URL: 'redis://127.0.0.1:6379' }, 'WORKERS'],
    [{ SECRET_KEY: 's'.repeat(40), AUDIO_BASE_URL: 'https://cdn.example.com/' }, 'AUDIO_BASE_URL'],
  ])('refuses to start with %o', (env, name) => {
    expect(() => bare(env)).toThrow(ConfigError);
    expect(() => bare(env)).toThrow(name);
  });
});

describe('reverse proxy configuration', () => {
  it('believes no proxy by default, the connecting one with TRUST_PROXY=true, or the addresses and ranges listed', () => {
    expect(load({}).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'false' }).trustProxy).toBe(false);
    expect(load({ TRUST_PROXY: 'true' }).trustProxy).toBe('peer');
    expect(load({ TRUST_PROXY: '10.0.0.0/8, 192.0.2.7,2001:db8::/32,loopback' }).trustProxy).toEqual([
      '10.0.0.0/8', '192.0.2.7', '2001:db8::/32', 'loopback',
    ]);
  });

  it.each(['yes', '1', '10.0.0.0/33', '2001:db8::/129', '10.0.0.0/8/8', 'proxy.internal', '10.0.0.1,'])('refuses to start with TRUST_PROXY=%s', (value) => {
    expect(() => load({ TRUST_PROXY: value })).toThrow(ConfigError);
    expect(() => load({ TRUST_PROXY: value })).toThrow('TRUST_PROXY');
  });
});

describe('metrics configuration', () => {
  const token = 'a'.repeat(32);

  it('serves no metrics by default: no listener of its own, nothing on the public port', () => {
    expect(load({}).metrics).toEqual({ port: null, host: '0.0.0.0', token: null });
    expect(load({ METRICS_PORT: '', METRICS_TOKEN: '' }).metrics).toEqual({ port: null, host: '0.0.0.0', token: null });
  });

  it('takes a port of its own on HOST, or on a private address, and a bearer token for the public port', () => {
    expect(load({ METRICS_PORT: '9464', HOST: '10.0.0.5' }).metrics).toEqual({ port: 9464, host: '10.0.0.5', token: null });
    expect(load({ METRICS_PORT: '9464', METRICS_HOST: '10.1.2.3', METRICS_TOKEN: token }).metrics).toEqual({ port: 9464, host: '10.1.2.3', token });
  });

  it.each([
    [{ METRICS_PORT: '8080' }, /METRICS_PORT must differ from PORT/],
    [{ METRICS_PORT: '70000' }, /METRICS_PORT/],
    [{ METRICS_PORT: 'nine' }, /METRICS_PORT/],
    [{ METRICS_TOKEN: 'short' }, /METRICS_TOKEN must be 32 to 256 printable characters/],
    [{ METRICS_TOKEN: `${'a'.repeat(20)} ${'a'.repeat(20)}` }, /METRICS_TOKEN/],
  ] as [Record<string, string>, RegExp][])('refuses to start with %o', (env, message) => {
    expect(() => load(env)).toThrow(ConfigError);
    expect(() => load(env)).toThrow(message);
  });
});
