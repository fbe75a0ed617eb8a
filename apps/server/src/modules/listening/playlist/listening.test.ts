import { LIMITS, LOG_IN_PROMPTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpVisitor } from '../../../test/accounts';
import { type TestApp, Visitor, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';

interface Item { type: string; _id: { $oid: string }; title: string; track_artist: string; duration: number }

const songsOf = (items: Item[]) => items.filter((i) => i.type === 'song');

/** What a listener who hears every item in full is sent until `minutes` of music (each call saying where the last one ended). */
async function stream(visitor: Visitor, channelId: string, minutes: number): Promise<Item[]> {
  const items: Item[] = [];
  let musicMs = 0;
  while (musicMs < minutes * 60_000) {
    const last = items.at(-1);
    const res = await visitor.get(`/c/m/json/playlist/${channelId}/${last ? `?t=${last._id.$oid}&ms=${Math.round(last.duration * 1000)}` : ''}`);
    expect(res.statusCode).toBe(200);
    const batch: Item[] = res.json().items;
    for (const item of batch) {
      await visitor.post('/c/m/json/played/', { t: item._id.$oid, c: channelId, ms: Math.round(item.duration * 1000) });
      if (item.type === 'song') musicMs += Math.round(item.duration * 1000);
    }
    items.push(...batch);
  }
  return items;
}

describe.each(DIALECTS)('listening on %s', (dialect) => {
  let t: TestApp;
  let channels: { id: string; oldid: number }[];
  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { AD_BREAK_EVERY_SECONDS: '300' } });
    channels = await t.db.selectFrom('channels').select(['id', 'oldid']).where('five_star', '=', 0).orderBy('oldid').limit(2).execute();
  });
  afterAll(() => t.close());

  it('lets a logged-in listener skip without limit and records each skip', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    const songs = songsOf(await stream(visitor, channels[0].id, 10));
    for (const song of songs) {
      const res = await visitor.post('/c/m/json/skip/', { t: song._id.$oid, c: channels[0].id, ms: 4200 });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'ok' });
    }
    const rows = await t.db.selectFrom('plays').select(['skipped', 'ms_played']).where('track_id', 'in', songs.map((s) => s._id.$oid)).where('skipped', '=', 1).execute();
    expect(rows).toHaveLength(songs.length);
    expect(rows.every((r) => r.ms_played === 4200)).toBe(true);
  });

  it('asks an anonymous listener to log in to skip', async () => {
    const visitor = new Visitor(t.app);
    const [song] = songsOf(await stream(visitor, channels[0].id, 1));
    const res = await visitor.post('/c/m/json/skip/', { t: song._id.$oid, c: channels[0].id, ms: 1000 });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: 'not_logged_in', message: LOG_IN_PROMPTS.skip });
  });

  it('never plays a song or an artist banned from the channel', async () => {
    const channel = channels[1];
    const tracks = await t.db.selectFrom('channel_tracks').innerJoin('tracks', 'tracks.id', 'channel_tracks.track_id')
      .select(['tracks.id', 'tracks.artist_id']).where('channel_id', '=', channel.id).execute();
    const bannedArtist = tracks[0].artist_id;
    const otherArtists = tracks.find((x) => x.artist_id !== bannedArtist);
    if (!otherArtists) throw new Error(`channel ${channel.id} has songs by one artist only`);
    const bannedTrack = otherArtists.id;
    await t.db.insertInto('channel_removed_artists').values({ channel_id: channel.id, artist_id: bannedArtist, created_at: 0 }).execute();
    await t.db.insertInto('channel_removed_tracks').values({ channel_id: channel.id, track_id: bannedTrack, created_at: 0 }).execute();
    const artistOf = new Map(tracks.map((x) => [x.id, x.artist_id]));
    const songs = songsOf(await stream(new Visitor(t.app), channel.id, 120));
    expect(songs.length).toBeGreaterThan(25);
    for (const song of songs) {
      expect(song._id.$oid).not.toBe(bannedTrack);
      expect(artistOf.get(song._id.$oid)).not.toBe(bannedArtist);
    }
    await t.db.deleteFrom('channel_removed_artists').where('channel_id', '=', channel.id).execute();
    await t.db.deleteFrom('channel_removed_tracks').where('channel_id', '=', channel.id).execute();
  });

  it("mixes a blended channel's songs into the stream", async () => {
    const [base, added] = channels;
    await t.db.insertInto('channel_added_channels').values({ channel_id: base.id, added_channel_id: added.id, created_at: 0 }).execute();
    const own = new Set((await t.db.selectFrom('channel_tracks').select('track_id').where('channel_id', '=', base.id).execute()).map((r) => r.track_id));
    const addedOnly = new Set(
      (await t.db.selectFrom('channel_tracks').select('track_id').where('channel_id', '=', added.id).execute()).map((r) => r.track_id).filter((id) => !own.has(id)),
    );
    const songs = songsOf(await stream(new Visitor(t.app), base.id, 120));
    const fromAdded = songs.filter((s) => addedOnly.has(s._id.$oid)).length;
    expect(fromAdded).toBeGreaterThan(5);
    expect(fromAdded).toBeLessThan(songs.length - 5);
    await t.db.deleteFrom('channel_added_channels').where('channel_id', '=', base.id).execute();
  });

  it('schedules ad breaks into the stream, a third fewer for logged-in listeners', async () => {
    // Two hours of music with a break per 5 minutes: 24 breaks for a visitor, 16 logged in.
    const anonymous = (await stream(new Visitor(t.app), channels[0].id, 120)).filter((i) => i.type === 'ad');
    const { visitor } = await signedUpVisitor(t.app);
    const loggedIn = (await stream(visitor, channels[0].id, 120)).filter((i) => i.type === 'ad');
    expect(anonymous.length).toBeGreaterThan(20);
    expect(loggedIn.length).toBeGreaterThan(12);
    expect(loggedIn.length).toBeLessThan(anonymous.length * 0.75);
    for (const ad of anonymous) expect(ad.title).not.toBe('sweeper');
  });

  it('serves up to four distinct random songs of a channel as its featured tracks', async () => {
    const own = new Set((await t.db.selectFrom('channel_tracks').select('track_id').where('channel_id', '=', channels[0].id).execute()).map((r) => r.track_id));
    const draws = await Promise.all([1, 2, 3].map(() => new Visitor(t.app).get(`/c/m/json/channel/${channels[0].oldid}/featured/`)));
    for (const res of draws) {
      expect(res.statusCode).toBe(200);
      const ids = res.json().tracks.map((x: Item) => x._id.$oid);
      expect(ids).toHaveLength(4);
      expect(new Set(ids).size).toBe(4);
      for (const id of ids) expect(own.has(id)).toBe(true);
    }
  });
});

describe('listening with ads turned off', () => {
  it('plays no ads at all', async () => {
    const t = await createTestApp('sqlite', { env: { ADS_ENABLED: 'false', AD_BREAK_EVERY_SECONDS: '1' } });
    try {
      const channel = await t.db.selectFrom('channels').select('id').where('five_star', '=', 0).executeTakeFirstOrThrow();
      const visitor = new Visitor(t.app);
      for (let call = 0; call < 4; call++) {
        const items: Item[] = (await visitor.get(`/c/m/json/playlist/${channel.id}/`)).json().items;
        expect(items.filter((i) => i.type === 'ad')).toEqual([]);
        expect(songsOf(items)).toHaveLength(LIMITS.playlistBatch);
      }
    } finally {
      await t.close();
    }
  });
});
