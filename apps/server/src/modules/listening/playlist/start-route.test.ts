import type { Readable } from 'node:stream';
import { START_PLAYLIST_HEADER } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenerKeyFor } from '../../../http/session';
import { type TestApp, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';

const SESSION = 'a'.repeat(43);

async function firstBytes(stream: Readable, count: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of stream) {
    chunks.push(chunk as Buffer);
    total += (chunk as Buffer).length;
    if (total >= count) break;
  }
  stream.destroy();
  return Buffer.concat(chunks);
}

describe.each(DIALECTS)('channel start call on %s', (dialect) => {
  let t: TestApp;
  let channel: { id: string; oldid: number };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    channel = await t.db.selectFrom('channels').select(['id', 'oldid']).where('five_star', '=', 0).orderBy('oldid').executeTakeFirstOrThrow();
  });
  afterAll(() => t.close());

  it('answers with the first item\'s MP3 and the playlist in a header', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/c/m/json/playlist/${channel.oldid}/start.mp3`,
      headers: { cookie: `${t.app.sessions.cookieName}=${SESSION}` },
      payloadAsStream: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('audio/mpeg');
    expect(res.headers['cache-control']).toBe('no-store');
    const playlist = JSON.parse(Buffer.from(String(res.headers[START_PLAYLIST_HEADER]), 'base64url').toString('utf8'));
    expect(playlist.channel._id.$oid).toBe(channel.id);
    expect(playlist.items.length).toBeGreaterThanOrEqual(1);
    const head = await firstBytes(res.stream(), 2000);
    expect(head.subarray(0, 3).toString('latin1')).toBe('ID3');
    expect(head.toString('utf8')).toContain(playlist.items[0].title);
    const served = await t.db.selectFrom('plays').select('track_id').where('listener_key', '=', listenerKeyFor(SESSION)).orderBy('id').executeTakeFirstOrThrow();
    expect(served.track_id).toBe(playlist.items[0]._id.$oid);
  });

  it('answers 404 for an unknown channel and 400 for a malformed one', async () => {
    expect((await t.app.inject('/c/m/json/playlist/0123456789abcdef01234567/start.mp3')).statusCode).toBe(404);
    const bad = await t.app.inject('/c/m/json/playlist/nope/start.mp3');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('bad_request');
  });
});
