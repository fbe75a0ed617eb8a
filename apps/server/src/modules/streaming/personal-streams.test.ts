import http from 'node:http';
import type net from 'node:net';
import { CHANNEL_ENDPOINTS, LISTENING_ENDPOINTS, SONG_HISTORY_ENDPOINTS, STREAM_ENDPOINTS, STREAM_LIMITS, STREAM_MESSAGES, endpointUrl } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signedUpVisitor } from '../../test/accounts';
import { type TestApp, Visitor, createTestApp } from '../../test/app';
import { DIALECTS } from '../../test/db';
import { decodeWithFfmpeg, readIcy, shortenTracks } from '../../test/streams';

const CHUNK_MS = 25;

/** A stream held open (its bytes read and dropped) until `close`; `ended` settles when the server ends it. */
function holdStream(url: string): Promise<{ status: number; ended: Promise<void>; close(): void }> {
  return new Promise((resolve, reject) => {
    const req = http.get(url, (res) => {
      const ended = new Promise<void>((done) => {
        res.on('end', done);
        res.on('close', done);
      });
      res.resume();
      resolve({ status: res.statusCode ?? 0, ended, close: () => req.destroy() });
    });
    req.on('error', reject);
  });
}

describe.each(DIALECTS)('personal streams on %s', (dialect) => {
  let t: TestApp;
  let base: string;
  let channel: { id: string; oldid: number; name: string };

  beforeAll(async () => {
    t = await createTestApp(dialect, { streamChunkMs: CHUNK_MS });
    await shortenTracks(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as net.AddressInfo).port}`;
    channel = await t.db.selectFrom('channels').select(['id', 'oldid', 'name']).where('five_star', '=', 0).where('owner_user_id', 'is', null).orderBy('oldid').executeTakeFirstOrThrow();
  });
  afterAll(() => t.close());

  async function listenerWithKey() {
    const listener = await signedUpVisitor(t.app);
    const made = await listener.visitor.post(STREAM_ENDPOINTS.createStreamKey.path);
    expect(made.statusCode).toBe(200);
    return { ...listener, key: made.json().key as string };
  }

  const streamUrl = (key: string, ref: string | number = channel.oldid, format = 'mp3') => `${base}/stream/me/${key}/${ref}.${format}`;

  it('makes, tells once, replaces and turns off a key, for logged-in listeners only', async () => {
    expect((await new Visitor(t.app).get(STREAM_ENDPOINTS.streamKey.path)).statusCode).toBe(401);
    const { visitor } = await signedUpVisitor(t.app);
    expect((await visitor.get(STREAM_ENDPOINTS.streamKey.path)).json()).toEqual({ stream_key: null });
    const made = (await visitor.post(STREAM_ENDPOINTS.createStreamKey.path)).json();
    // 18 random bytes: 144 bits, more than the 128 the issue asks for.
    expect(made.key).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const status = (await visitor.get(STREAM_ENDPOINTS.streamKey.path)).json();
    expect(status).toEqual({ stream_key: { created_at: made.created_at } });
    expect(JSON.stringify(status)).not.toContain(made.key);
    // Only a fingerprint is stored.
    const stored = await t.db.selectFrom('stream_keys').selectAll().execute();
    expect(JSON.stringify(stored)).not.toContain(made.key);
    const again = (await visitor.post(STREAM_ENDPOINTS.createStreamKey.path)).json();
    expect(again.key).not.toBe(made.key);
    expect((await t.app.inject(`/stream/me/${made.key}/${channel.oldid}.m3u`)).statusCode).toBe(404);
    expect((await t.app.inject(`/stream/me/${again.key}/${channel.oldid}.m3u`)).statusCode).toBe(200);
    await visitor.post(STREAM_ENDPOINTS.revokeStreamKey.path);
    expect((await visitor.get(STREAM_ENDPOINTS.streamKey.path)).json()).toEqual({ stream_key: null });
    expect((await t.app.inject(`/stream/me/${again.key}/${channel.oldid}.m3u`)).statusCode).toBe(404);
  });

  it('is a private ICY stream a real player decodes without an error', async () => {
    const { key } = await listenerWithKey();
    const { errors, code } = await decodeWithFfmpeg(streamUrl(key), 30);
    expect(errors).toBe('');
    expect(code).toBe(0);
    const read = await readIcy(streamUrl(key), { audioBytes: 16_000 });
    expect(read.headers['icy-pub']).toBe('0');
  });

  it("never plays a song or an artist the listener banned, and the songs go into the listener's song history", async () => {
    const { visitor, key } = await listenerWithKey();
    const songs = await t.db
      .selectFrom('channel_tracks')
      .innerJoin('tracks', 'tracks.id', 'channel_tracks.track_id')
      .innerJoin('artists', 'artists.id', 'tracks.artist_id')
      .select(['tracks.id', 'tracks.title', 'artists.id as artist_id', 'artists.name as artist'])
      .where('channel_tracks.channel_id', '=', channel.id)
      .where('tracks.kind', '=', 'song')
      .orderBy('tracks.id')
      .execute();
    const artists = [...new Set(songs.map((s) => s.artist_id))];
    expect(artists.length).toBeGreaterThan(2);
    // Every artist but one banned, and one of the kept artist's songs too: what is left is certain.
    const [kept, ...banned] = artists;
    const edit = (action: 'remove_artist' | 'remove_track', form: Record<string, string>) =>
      visitor.post(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: channel.id, action } }), { ...form, w: 1 });
    for (const artist of banned) expect((await edit('remove_artist', { t: artist })).statusCode).toBe(200);
    const keptSongs = songs.filter((s) => s.artist_id === kept);
    const bannedSong = keptSongs.length > 1 ? keptSongs[0] : undefined;
    if (bannedSong) expect((await edit('remove_track', { o: bannedSong.id })).statusCode).toBe(200);
    const allowed = new Set(keptSongs.filter((s) => s !== bannedSong).map((s) => `${s.artist} - ${s.title}`));

    // A minute of audio: a dozen five-second songs, any of them a banned one were bans ignored.
    const read = await readIcy(streamUrl(key), { audioBytes: 60 * 16_000 });
    const songTitles = read.titles.filter((title) => title.includes(' - '));
    expect(songTitles.length).toBeGreaterThan(3);
    for (const title of songTitles) expect(allowed).toContain(title);

    await vi.waitFor(
      async () => {
        const history = (await visitor.get(endpointUrl(SONG_HISTORY_ENDPOINTS.trackHistory, { query: { l: 50 } }))).json() as { title: string; track_artist: string }[];
        expect(history.length).toBeGreaterThan(0);
        for (const song of history) expect(allowed).toContain(`${song.track_artist} - ${song.title}`);
      },
      { timeout: 5000, interval: 200 },
    );
  });

  it("plays Five-Star Radio as the listener's own 4–5★ songs", async () => {
    const { visitor, key } = await listenerWithKey();
    const fiveStar = await t.db.selectFrom('channels').select('oldid').where('five_star', '=', 1).executeTakeFirstOrThrow();
    const rated = await t.db.selectFrom('tracks').innerJoin('artists', 'artists.id', 'tracks.artist_id').select(['tracks.id', 'tracks.title', 'artists.name as artist']).where('tracks.kind', '=', 'song').orderBy('tracks.id').limit(3).execute();
    for (const song of rated) expect((await visitor.post(LISTENING_ENDPOINTS.rate.path, { t: song.id, v: 5 })).statusCode).toBe(200);
    const read = await readIcy(streamUrl(key, fiveStar.oldid), { titles: 3 });
    const songTitles = read.titles.filter((title) => title.includes(' - '));
    expect(songTitles.length).toBeGreaterThan(0);
    for (const title of songTitles) expect(rated.map((s) => `${s.artist} - ${s.title}`)).toContain(title);
  });

  it('stops at once when the key is turned off', async () => {
    const { visitor, key } = await listenerWithKey();
    const stream = await holdStream(streamUrl(key));
    expect(stream.status).toBe(200);
    await visitor.post(STREAM_ENDPOINTS.revokeStreamKey.path);
    await expect(Promise.race([stream.ended.then(() => 'ended'), new Promise((r) => setTimeout(() => r('still playing'), 2000))])).resolves.toBe('ended');
    const again = await t.app.inject(`/stream/me/${key}/${channel.oldid}.mp3`);
    expect(again.statusCode).toBe(404);
  });

  it(`refuses a connection beyond ${STREAM_LIMITS.connectionsPerKey} at once, with a clear message`, async () => {
    const { key } = await listenerWithKey();
    const open = await Promise.all(Array.from({ length: STREAM_LIMITS.connectionsPerKey }, () => holdStream(streamUrl(key))));
    expect(open.map((s) => s.status)).toEqual(open.map(() => 200));
    const fourth = await readIcy(streamUrl(key), { audioBytes: 1 });
    expect(fourth.status).toBe(429);
    expect(JSON.parse(fourth.text).message).toBe(STREAM_MESSAGES.tooManyConnections);
    open[0].close();
    await vi.waitFor(async () => expect((await readIcy(streamUrl(key), { audioBytes: 1 })).status).toBe(200), { timeout: 3000 });
    for (const s of open) s.close();
  });

  it('answers a wrong key as it answers a malformed one: 404, telling nothing about keys', async () => {
    const { key } = await listenerWithKey();
    const wrong = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    const answers = await Promise.all([wrong, 'x', 'A'.repeat(24)].map((k) => t.app.inject(`/stream/me/${k}/${channel.oldid}.mp3`)));
    expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404]);
    expect(new Set(answers.map((a) => a.body)).size).toBe(1);
    expect(answers[0].json().message).toBe(STREAM_MESSAGES.keyUnknown);
  });

  it(`slows a key down after ${STREAM_LIMITS.connectsPerKeyPerMinute} connections in a minute`, async () => {
    const { key } = await listenerWithKey();
    for (let i = 0; i < STREAM_LIMITS.connectsPerKeyPerMinute; i++) expect((await t.app.inject(`/stream/me/${key}/${channel.oldid}.pls`)).statusCode).toBe(200);
    const refused = await t.app.inject(`/stream/me/${key}/${channel.oldid}.pls`);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
  });
});
