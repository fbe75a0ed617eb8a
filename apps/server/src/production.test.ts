import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { once } from 'node:events';
import os from 'node:os';
import path from 'node:path';
import { CSRF_HEADER } from '@earshot/contract';
import Fastify from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config';
import { createDb } from './db';
import { registerHealthRoutes } from './http/readiness';
import { type Instance, createInstance, prepareDatabase } from './instance';
import { type TestApp, createTestApp } from './test/app';
import { HASHED_ASSET, createPagesTestApp } from './test/fake-web-dist';
import { HttpVisitor } from './test/http-visitor';

describe('production serving', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createPagesTestApp('sqlite');
  });
  afterAll(() => t.close());

  it('lets browsers keep hashed assets for a year without asking again', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/${HASHED_ASSET}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers page data asked again with an unchanged ETag with 304 and no body', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/c/m/json/page/home/' });
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await t.app.inject({ method: 'GET', url: '/c/m/json/page/home/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const stale = await t.app.inject({ method: 'GET', url: '/c/m/json/page/home/', headers: { 'if-none-match': 'W/"older"' } });
    expect(stale.statusCode).toBe(200);
    expect(stale.json()).toEqual(first.json());
  });

  it('gives playlists, which are never the same twice, no ETag', async () => {
    const channel = await t.db.selectFrom('channels').select('id').where('owner_user_id', 'is', null).executeTakeFirstOrThrow();
    const res = await t.app.inject({ method: 'GET', url: `/c/m/json/playlist/${channel.id}/` });
    expect(res.statusCode).toBe(200);
    expect(res.headers.etag).toBeUndefined();
  });

  it('is ready when its database answers and it uses no Redis', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready', database: 'ok', redis: 'not configured' });
  });
});

describe('readiness', () => {
  it('is not ready, with the reason, when its Redis does not answer', async () => {
    const t = await createTestApp('sqlite');
    // Never connected, and refusing to queue: every command fails as on a lost connection.
    const redis = new Redis({ lazyConnect: true, enableOfflineQueue: false });
    const app = Fastify();
    registerHealthRoutes(app, { db: t.db, redis });
    const res = await app.inject({ method: 'GET', url: '/readyz' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'unavailable', database: 'ok', redis: 'unreachable' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    await app.close();
    await t.close();
  });
});

describe('graceful shutdown', () => {
  let instance: Instance;
  let dataDir: string;
  let baseUrl: string;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'earshot-shutdown-'));
    const config = loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 'x'.repeat(40), LOG_LEVEL: 'silent', NODE_ENV: 'test', CATALOG_SIZE: 'test', AUDIO_WORKERS: '1' });
    const db = createDb(config.database);
    await prepareDatabase(db, config);
    await db.destroy();
    instance = await createInstance(config, { pages: false, audioWarmUp: false });
    baseUrl = await instance.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await instance.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes a request that was in flight when the server was told to stop', async () => {
    const listener = new HttpVisitor('10.0.0.1');
    const channel = (await (await listener.get(baseUrl, '/c/m/json/page/home/')).json()).sections[0].channels[0]._id.$oid as string;
    const playlist = await (await listener.get(baseUrl, `/c/m/json/playlist/${channel}/`)).json();
    const song = playlist.items.find((i: { type: string }) => i.type === 'song')._id.$oid as string;
    const cookies = listener.cookieHeader();

    // The report's body arrives in two parts, and the server is told to stop in between.
    const body = new URLSearchParams({ c: channel, t: song, ms: '4200' }).toString();
    const arrived = once(instance.app.server, 'request');
    const req = http.request(`${baseUrl}/c/m/json/played/`, {
      method: 'POST',
      agent: false,
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'content-length': Buffer.byteLength(body), cookie: cookies.header, [CSRF_HEADER]: cookies.csrf },
    });
    const answered = once(req, 'response') as Promise<[http.IncomingMessage]>;
    req.write(body.slice(0, 10));
    await arrived;
    const closed = instance.close();
    req.end(body.slice(10));
    const [res] = await answered;
    let text = '';
    for await (const chunk of res) text += chunk;
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(text)).toEqual({ status: 'ok' });
    await closed;
    await expect(fetch(`${baseUrl}/healthz`)).rejects.toThrow();
  });
});
