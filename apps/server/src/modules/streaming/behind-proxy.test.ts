import type net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestApp } from '../../test/app';
import { deployDocLocation, startNginx } from '../../test/nginx';
import { decodeWithFfmpeg, readIcy, shortenTracks } from '../../test/streams';

/** A server whose stream second lasts `chunkMs`, behind nginx running docs/deploy.md's /stream/ location. */
async function behindProxy(chunkMs: number, cleanup: (() => Promise<void>)[]) {
  const t = await createTestApp('sqlite', { streamChunkMs: chunkMs });
  await shortenTracks(t);
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const nginx = await startNginx([{ upstream: `127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`, body: deployDocLocation('/stream/') }]);
  cleanup.push(async () => {
    nginx.stop();
    await t.close();
  });
  const channel = await t.db.selectFrom('channels').select('oldid').where('five_star', '=', 0).orderBy('oldid').executeTakeFirstOrThrow();
  return `${nginx.urls[0]}/stream/${channel.oldid}.mp3`;
}

describe('a stream behind the reverse proxy of docs/deploy.md', () => {
  const cleanup: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const undo of cleanup.splice(0)) await undo();
  });

  it('passes the burst on whole, at once, with its metadata blocks in place', async () => {
    // The next second after the burst is 6 s away: a proxy holding back a part-filled buffer would wait for it.
    const url = await behindProxy(6000, cleanup);
    const started = Date.now();
    const burst = await readIcy(url, { audioBytes: 64_000 });
    expect(burst.status).toBe(200);
    expect(burst.headers['icy-metaint']).toBe('16000');
    expect(Date.now() - started).toBeLessThan(5000);
    expect(burst.titles[0]).toMatch(/ - /);
  });

  it('is decoded by a real player through the proxy without an error', async () => {
    const url = await behindProxy(100, cleanup);
    const { errors, code } = await decodeWithFfmpeg(url, 10);
    expect(errors).toBe('');
    expect(code).toBe(0);
  });
});
