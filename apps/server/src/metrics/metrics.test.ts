import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { CHANNEL_ENDPOINTS, endpointUrl } from '@earshot/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedUpVisitor } from '../test/accounts';
import { type TestApp, Visitor, createTestApp } from '../test/app';
import { DIALECTS } from '../test/db';
import { Scrape, scrape } from '../test/scrape';
import { shortenTracks } from '../test/streams';
import { loadConfig } from '../config';
import { createDb } from '../db';
import { createInstance, prepareDatabase } from '../instance';
import { connectRedis } from '../redis';

const TOKEN = 'metrics-token-0123456789abcdef0123456789';
const PLAYLIST_ROUTE = '/c/m/json/playlist/:channelId/';

interface Playlist {
  items: { type: string; _id: { $oid: string }; url: string }[];
}

describe.each(DIALECTS)('metrics on %s', (dialect) => {
  let t: TestApp;
  let channel: { id: string; oldid: number };

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { METRICS_TOKEN: TOKEN }, streamChunkMs: 25 });
    await shortenTracks(t);
    channel = await t.db.selectFrom('channels').select(['id', 'oldid']).where('five_star', '=', 0).where('owner_user_id', 'is', null).orderBy('oldid').executeTakeFirstOrThrow();
  });
  afterAll(() => t.close());

  const playlistOf = async (visitor: Visitor) => (await visitor.get(`/c/m/json/playlist/${channel.id}/`)).json() as Playlist;

  it('counts a play, the listener and the playlist call when a listener plays a song', async () => {
    const before = await scrape(t.app, TOKEN);
    const listener = new Visitor(t.app);
    const song = (await playlistOf(listener)).items.find((i) => i.type === 'song');
    expect(song).toBeDefined();
    const played = await listener.post('/c/m/json/played/', { c: channel.id, t: song?._id.$oid ?? '', ms: 30_000 });
    expect(played.statusCode).toBe(200);

    const after = await scrape(t.app, TOKEN);
    expect(after.value('earshot_plays_total', { source: 'web' })).toBe(before.value('earshot_plays_total', { source: 'web' }) + 1);
    expect(after.value('earshot_listeners', { kind: 'web' })).toBeGreaterThanOrEqual(1);
    const calls = (s: Scrape) => s.value('earshot_http_request_duration_seconds', { method: 'GET', route: PLAYLIST_ROUTE });
    expect(calls(after)).toBe(calls(before) + 1);
    expect(after.value('earshot_http_requests_total', { method: 'GET', route: PLAYLIST_ROUTE, code: '200' })).toBeGreaterThanOrEqual(1);
    // The route's pattern, never the address asked for: one series however many channels are played.
    expect(after.labelsOf('earshot_http_requests_total').some((labels) => labels.route.includes(channel.id))).toBe(false);
  });

  it('counts skips and bans of logged-in listeners', async () => {
    const before = await scrape(t.app, TOKEN);
    const { visitor } = await signedUpVisitor(t.app);
    const [song] = (await playlistOf(visitor)).items.filter((i) => i.type === 'song');
    expect((await visitor.post('/c/m/json/skip/', { c: channel.id, t: song._id.$oid, ms: 5000 })).statusCode).toBe(200);
    const ban = await visitor.post(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: channel.id, action: 'remove_track' } }), { o: song._id.$oid, w: 1 });
    expect(ban.json()).toEqual({ status: 'ok' });

    const after = await scrape(t.app, TOKEN);
    expect(after.value('earshot_skips_total')).toBe(before.value('earshot_skips_total') + 1);
    expect(after.value('earshot_bans_total')).toBe(before.value('earshot_bans_total') + 1);
    expect(after.value('earshot_sign_ups_total')).toBe(before.value('earshot_sign_ups_total') + 1);
  });

  it('counts audio sent, the cache missed then hit, and the time the encode took', async () => {
    const song = (await playlistOf(new Visitor(t.app))).items.find((i) => i.type === 'song');
    const url = song?.url ?? '';
    const before = await scrape(t.app, TOKEN);
    const first = await t.app.inject(url);
    expect(first.statusCode).toBe(200);
    await vi.waitFor(() => expect(t.audio.isCached(song?._id.$oid ?? '')).toBe(true), { timeout: 10_000 });
    const again = await t.app.inject(url);
    expect(again.statusCode).toBe(200);

    const after = await scrape(t.app, TOKEN);
    const sent = after.value('earshot_audio_bytes_total', { source: 'web' }) - before.value('earshot_audio_bytes_total', { source: 'web' });
    expect(sent).toBe(first.rawPayload.length + again.rawPayload.length);
    expect(after.value('earshot_audio_cache_lookups_total', { result: 'miss' })).toBeGreaterThan(before.value('earshot_audio_cache_lookups_total', { result: 'miss' }));
    expect(after.value('earshot_audio_cache_lookups_total', { result: 'hit' })).toBeGreaterThan(before.value('earshot_audio_cache_lookups_total', { result: 'hit' }));
    expect(after.value('earshot_audio_encode_seconds')).toBeGreaterThan(before.value('earshot_audio_encode_seconds'));
  });

  it('counts an open stream connection as a listener while it lasts, the audio it is sent, and its plays', async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = t.app.server.address() as net.AddressInfo;
    const before = await scrape(t.app, TOKEN);
    const socket = net.connect(port, '127.0.0.1');
    socket.write(`GET /stream/${channel.oldid}.mp3 HTTP/1.1\r\nHost: x\r\n\r\n`);
    let received = 0;
    socket.on('data', (d: Buffer) => (received += d.length));
    // Two seconds of stream at 25 ms a second: 80 of its seconds, several songs of 5 s. Encoding
    // them first takes longer on a loaded machine, hence the wide wait.
    await vi.waitFor(() => expect(received).toBeGreaterThan(80 * 16_000), { timeout: 18_000 });

    const open = await scrape(t.app, TOKEN);
    expect(open.value('earshot_listeners', { kind: 'stream' })).toBe(1);
    expect(open.value('earshot_audio_bytes_total', { source: 'stream' })).toBeGreaterThan(before.value('earshot_audio_bytes_total', { source: 'stream' }));

    socket.destroy();
    await vi.waitFor(async () => expect((await scrape(t.app, TOKEN)).value('earshot_listeners', { kind: 'stream' })).toBe(0), { timeout: 5000 });
    // The connection's plays are written in batches, every 5 s.
    await vi.waitFor(
      async () => expect((await scrape(t.app, TOKEN)).value('earshot_plays_total', { source: 'stream' })).toBeGreaterThan(before.value('earshot_plays_total', { source: 'stream' })),
      { timeout: 8000, interval: 250 },
    );
  });

  it('serves /metrics on the public port only with the token, answering anything else as an unknown path', async () => {
    const unknown = await t.app.inject('/no-such-path');
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });
      expect(res.statusCode, authorization).toBe(404);
      expect(res.body).toBe(unknown.body);
    }
    const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}`, 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const openApi = (await t.app.inject('/api/openapi.json')).json() as { paths: Record<string, unknown> };
    expect(Object.keys(openApi.paths)).not.toContain('/metrics');
  });
});

describe('metrics without METRICS_TOKEN', () => {
  it('are not on the public port at all', async () => {
    const t = await createTestApp('sqlite');
    try {
      const unknown = await t.app.inject('/no-such-path');
      const res = await t.app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.body).toBe(unknown.body);
    } finally {
      await t.close();
    }
  });
});

describe('database errors', () => {
  it('are counted, except a unique violation, which the code expects', async () => {
    let errors = 0;
    const db = createDb({ kind: 'sqlite', file: ':memory:' }, { onError: () => errors++ });
    try {
      await sql`CREATE TABLE t (id INTEGER PRIMARY KEY)`.execute(db);
      await sql`INSERT INTO t (id) VALUES (1)`.execute(db);
      await expect(sql`INSERT INTO t (id) VALUES (1)`.execute(db)).rejects.toThrow();
      expect(errors).toBe(0);
      await expect(sql`SELECT * FROM no_such_table`.execute(db)).rejects.toThrow();
      expect(errors).toBe(1);
    } finally {
      await db.destroy();
    }
  });
});

describe('Redis errors', () => {
  it('are counted: a connection that fails counts its failure', async () => {
    let errors = 0;
    // Port 9 (discard) has no Redis: the connection is refused.
    await expect(connectRedis('redis://127.0.0.1:9', () => errors++)).rejects.toThrow();
    expect(errors).toBeGreaterThanOrEqual(1);
  });
});

describe('the metrics listener (METRICS_PORT)', () => {
  it('serves /metrics, and nothing else, on a socket of its own, while the public port does not', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'earshot-metrics-port-'));
    const config = loadConfig({
      DATA_DIR: dataDir, SECRET_KEY: 'x'.repeat(40), LOG_LEVEL: 'silent', NODE_ENV: 'test', CATALOG_SIZE: 'test', AUDIO_WORKERS: '1',
      METRICS_PORT: '0', METRICS_HOST: '127.0.0.1',
    });
    const db = createDb(config.database);
    await prepareDatabase(db, config);
    await db.destroy();
    const instance = await createInstance(config, { pages: false, audioWarmUp: false });
    try {
      const publicUrl = await instance.app.listen({ port: 0, host: '127.0.0.1' });
      expect(instance.metricsUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(instance.metricsUrl).not.toBe(publicUrl);
      await fetch(`${publicUrl}/healthz`);

      const res = await fetch(`${instance.metricsUrl}/metrics`);
      expect(res.status).toBe(200);
      const scraped = new Scrape(await res.text());
      expect(scraped.value('earshot_http_requests_total', { route: '/healthz' })).toBe(1);
      expect((await fetch(`${instance.metricsUrl}/healthz`)).status).toBe(404);
      expect((await fetch(`${publicUrl}/metrics`)).status).toBe(404);
    } finally {
      await instance.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
