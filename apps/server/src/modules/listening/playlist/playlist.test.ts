import { LIMITS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, Visitor, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';

interface Item { type: string; _id: { $oid: string }; title: string; track_artist: string; album: string; url: string; duration: number; gain: number }

describe.each(DIALECTS)('playlist API on %s', (dialect) => {
  let t: TestApp;
  let channel: { id: string; oldid: number };
  let albumOf: Map<string, string>;
  beforeAll(async () => {
    t = await createTestApp(dialect);
    channel = await t.db.selectFrom('channels').select(['id', 'oldid']).where('five_star', '=', 0).orderBy('oldid').executeTakeFirstOrThrow();
    const tracks = await t.db.selectFrom('tracks').select(['id', 'album_id']).execute();
    albumOf = new Map(tracks.map((r) => [r.id, r.album_id]));
  });
  afterAll(() => t.close());

  it('serves the next songs with metadata and a signed audio url', async () => {
    const listener = new Visitor(t.app);
    const res = await listener.get(`/c/m/json/playlist/${channel.oldid}/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.channel).toMatchObject({ _id: { $oid: channel.id }, oldid: channel.oldid });
    const songs = body.items.filter((i: Item) => i.type === 'song');
    // A whole batch, or fewer where the next ad break falls (ad-cadence.test.ts).
    expect(songs.length).toBeGreaterThanOrEqual(1);
    expect(songs.length).toBeLessThanOrEqual(LIMITS.playlistBatch);
    for (const item of songs) {
      expect(item.url).toMatch(new RegExp(`^/audio/${item._id.$oid}\\.mp3\\?e=\\d+&s=[0-9a-f]{32}$`));
      expect(item.duration).toBeGreaterThan(60);
      expect(item.track_artist).not.toBe('');
      expect(item.cdcover).toMatch(/^\/img\/covers155\/[0-9a-f]{24}\.svg$/);
    }
  });

  it('keeps one listener\'s stream within the 3-hour rules: no repeats, ≤4 per artist, ≤3 per album', async () => {
    const listener = new Visitor(t.app);
    const songs: Item[] = [];
    for (let call = 0; call < 6; call++) {
      const res = await listener.get(`/c/m/json/playlist/${channel.id}/`);
      songs.push(...res.json().items.filter((i: Item) => i.type === 'song'));
    }
    const ids = songs.map((s) => s._id.$oid);
    expect(new Set(ids).size).toBe(ids.length);
    const count = (keys: string[]) => {
      const counts = new Map<string, number>();
      for (const k of keys) counts.set(k, (counts.get(k) ?? 0) + 1);
      return Math.max(...counts.values());
    };
    expect(count(songs.map((s) => s.track_artist))).toBeLessThanOrEqual(4);
    expect(count(ids.map((id) => albumOf.get(id) as string))).toBeLessThanOrEqual(3);
  });

  it('schedules a station id after every fourth song heard, and none for songs only sent ahead', async () => {
    const listener = new Visitor(t.app);
    const items: Item[] = [];
    while (items.filter((i) => i.type === 'song').length < 8) items.push(...(await listener.get(`/c/m/json/playlist/${channel.id}/`)).json().items);
    expect(items.filter((i) => i.type === 'sweeper')).toEqual([]);

    const heard: Item[] = [];
    while (heard.filter((i) => i.type === 'song').length <= 4) {
      const last = heard.at(-1);
      const query = last ? `?t=${last._id.$oid}&ms=${Math.round(last.duration * 1000)}` : '';
      const batch: Item[] = (await listener.get(`/c/m/json/playlist/${channel.id}/${query}`)).json().items;
      for (const item of batch) await listener.post('/c/m/json/played/', { t: item._id.$oid, c: channel.id, ms: Math.round(item.duration * 1000) });
      heard.push(...batch);
    }
    const sweepers = heard.filter((i) => i.type === 'sweeper');
    expect(sweepers.length).toBeGreaterThan(0);
    for (const s of sweepers) expect(s.title).toBe('sweeper');
  });

  it('records a play report only with the CSRF token of the session', async () => {
    const listener = new Visitor(t.app);
    const first = (await listener.get(`/c/m/json/playlist/${channel.id}/`)).json().items[0] as Item;
    const form = { t: first._id.$oid, c: channel.id, ms: 31000 };
    // Other tests in this file hear the same songs; only reports made here count.
    const heardBefore = (await t.db.selectFrom('plays').select('id').where('track_id', '=', form.t).where('ms_played', '>', 0).execute()).map((r) => r.id);
    const forged = await listener.request({
      method: 'POST',
      url: '/c/m/json/played/',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-csrftoken': 'forged' },
      payload: new URLSearchParams({ t: form.t, c: form.c, ms: '1' }).toString(),
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().error).toBe('csrf_failed');
    const ok = await listener.post('/c/m/json/played/', form);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ status: 'ok' });
    const reported = await t.db.selectFrom('plays').select(['id', 'ms_played']).where('track_id', '=', form.t).where('ms_played', '>', 0).execute();
    expect(reported.filter((r) => !heardBefore.includes(r.id)).map((r) => r.ms_played)).toEqual([31000]);
  });

  it('refuses cross-site writes and malformed play reports', async () => {
    const listener = new Visitor(t.app);
    await listener.get('/c/m/json/genres/');
    const crossSite = await listener.request({
      method: 'POST',
      url: '/c/m/json/played/',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'sec-fetch-site': 'cross-site' },
      payload: `t=${'a'.repeat(24)}&c=${channel.id}&ms=1`,
    });
    expect(crossSite.statusCode).toBe(403);
    const bad = await listener.post('/c/m/json/played/', { t: 'xyz', c: channel.id, ms: 5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/^Invalid form: t:/);
    const neverServed = await listener.post('/c/m/json/played/', { t: 'a'.repeat(24), c: channel.id, ms: 5 });
    expect(neverServed.statusCode).toBe(404);
  });

  it('answers 404 for an unknown channel', async () => {
    const res = await new Visitor(t.app).get('/c/m/json/playlist/0123456789abcdef01234567/');
    expect(res.statusCode).toBe(404);
  });
});
