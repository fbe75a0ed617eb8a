import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';

describe.each(DIALECTS)('channel API on %s', (dialect) => {
  let t: TestApp;
  let channel: { id: string; oldid: number; name: string };
  beforeAll(async () => {
    t = await createTestApp(dialect);
    const row = await t.db.selectFrom('channels').select(['id', 'oldid', 'name']).where('five_star', '=', 0).orderBy('oldid').executeTakeFirstOrThrow();
    channel = row;
  });
  afterAll(() => t.close());

  it('returns a channel with its tracks by object id', async () => {
    const res = await t.app.inject(`/c/m/json/channel/${channel.id}/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body._id).toEqual({ $oid: channel.id });
    expect(body.name).toBe(channel.name);
    expect(body.oldid).toBe(channel.oldid);
    expect(body.image).toBe(`/img/tiles/${channel.oldid}.svg`);
    expect(body.tracks.length).toBeGreaterThan(10);
    expect(body.tracks[0]).toMatchObject({ _id: { $oid: expect.stringMatching(/^[0-9a-f]{24}$/) }, title: expect.any(String), track_artist: expect.any(String) });
    expect(body.tracks[0].album).toMatchObject({ title: expect.any(String), cdcover: expect.stringMatching(/\.svg$/) });
  });

  it("gives each song of the channel's track list and of its featured songs the album's year, as the spec's Song has it", async () => {
    const { tracks } = (await t.app.inject(`/c/m/json/channel/${channel.id}/`)).json();
    const { tracks: featured } = (await t.app.inject(`/c/m/json/channel/${channel.id}/featured/`)).json();
    for (const song of [...tracks, ...featured]) {
      expect(song.year).toEqual(expect.any(Number));
      expect(song.year).toBe(song.album.year);
    }
  });

  it('finds the same channel by its legacy numeric id', async () => {
    const res = await t.app.inject(`/c/m/json/channel/${channel.oldid}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()._id.$oid).toBe(channel.id);
  });

  it('gives details with removed artists, removed tracks and added channels when details=true', async () => {
    const res = await t.app.inject(`/c/m/json/channel/${channel.id}/?details=true`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ removed_artists: [], removed_tracks: [], added_channels: [] });
    expect(body.tracks).toBeUndefined();
  });

  it('answers 404 for an unknown channel and 400 for a malformed id', async () => {
    const unknown = await t.app.inject('/c/m/json/channel/0123456789abcdef01234567/');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ error: 'not_found', message: 'Channel not found.' });
    const bad = await t.app.inject('/c/m/json/channel/not-an-id/');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBe('bad_request');
    const badDetails = await t.app.inject(`/c/m/json/channel/${channel.id}/?details=yes`);
    expect(badDetails.statusCode).toBe(400);
  });

  it('serves generated tile art by legacy id with a default fallback', async () => {
    const tile = await t.app.inject(`/img/tiles/${channel.oldid}.svg`);
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toContain('image/svg+xml');
    expect(tile.body).toContain('<svg');
    expect((await t.app.inject('/img/tiles/default.svg')).statusCode).toBe(200);
    expect((await t.app.inject('/img/tiles/99999999.svg')).statusCode).toBe(404);
    expect((await t.app.inject('/img/tiles/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(404);
  });

  it('serves tile art as a 1200 px wide PNG for link previews, which do not show SVG', async () => {
    const tile = await t.app.inject(`/img/tiles/${channel.oldid}.png`);
    expect(tile.statusCode).toBe(200);
    expect(tile.headers['content-type']).toBe('image/png');
    const png = tile.rawPayload;
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect((await t.app.inject('/img/tiles/99999999.png')).statusCode).toBe(404);
    const fallback = await t.app.inject('/img/tiles/default.png');
    expect(fallback.statusCode).toBe(200);
    expect(fallback.headers['content-type']).toBe('image/png');
  });
});
