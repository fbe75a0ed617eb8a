import type net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../test/app';
import { type RunningNginx, deployDocLocation, startNginx } from '../../test/nginx';
import { decodeWithFfmpeg, readIcy, shortenTracks } from '../../test/streams';

const CHUNK_MS = 100;

describe('a stream behind the reverse proxy of docs/deploy.md', () => {
  let t: TestApp;
  let nginx: RunningNginx;
  let channel: { oldid: number };

  beforeAll(async () => {
    t = await createTestApp('sqlite', { streamChunkMs: CHUNK_MS, env: { TRUST_PROXY: '127.0.0.1' } });
    await shortenTracks(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const upstream = `127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
    nginx = await startNginx([{ upstream, body: deployDocLocation('/stream/') }]);
    channel = await t.db.selectFrom('channels').select('oldid').where('five_star', '=', 0).orderBy('oldid').executeTakeFirstOrThrow();
  });
  afterAll(async () => {
    nginx?.stop();
    await t.close();
  });

  it('arrives unbuffered: the burst at once, then in time, metadata blocks in place', async () => {
    const started = Date.now();
    const burst = await readIcy(`${nginx.urls[0]}/stream/${channel.oldid}.mp3`, { audioBytes: 64_000 });
    expect(burst.status).toBe(200);
    expect(burst.headers['icy-metaint']).toBe('16000');
    // Buffered by the proxy, the first bytes would wait for its buffer to fill (seconds at real time).
    expect(Date.now() - started).toBeLessThan(2000);
    const read = await readIcy(`${nginx.urls[0]}/stream/${channel.oldid}.mp3`, { titles: 2 });
    expect(new Set(read.titles).size).toBe(2);
  });

  it('is decoded by a real player through the proxy without an error', async () => {
    const { errors, code } = await decodeWithFfmpeg(`${nginx.urls[0]}/stream/${channel.oldid}.mp3`, 10);
    expect(errors).toBe('');
    expect(code).toBe(0);
  });
});
