import { SONG_HISTORY_LIMITS, SONG_HISTORY_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newVisitor, signedUpVisitor } from '../../../test/accounts';
import { FakeClock, MINUTE, type TestApp, type Visitor, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';

interface Listed { _id: { $oid: string }; title: string; track_artist: string; album: { cdcover: string } }
interface PlayedEntry extends Listed { played_at: number; channel: { _id: { $oid: string }; oldid: number; name: string } }
interface RatedEntry extends Listed { rating: number; rated_at: number }

describe.each(DIALECTS)('song history and song ratings on %s', (dialect) => {
  let t: TestApp;
  let songs: { id: string; title: string; album_id: string; artist: string }[];
  let channel: { id: string; oldid: number; name: string };
  let sweeperId: string;
  const clock = new FakeClock();
  beforeAll(async () => {
    t = await createTestApp(dialect, { clock: clock.now });
    songs = await songsQuery().orderBy('tracks.id').limit(60).execute();
    channel = await t.db.selectFrom('channels').select(['id', 'oldid', 'name']).where('five_star', '=', 0).orderBy('oldid').executeTakeFirstOrThrow();
    sweeperId = (await t.db.selectFrom('tracks').select('id').where('kind', '=', 'sweeper').executeTakeFirstOrThrow()).id;
  });
  afterAll(() => t.close());

  const songsQuery = () => t.db.selectFrom('tracks').innerJoin('artists', 'artists.id', 'tracks.artist_id')
    .select(['tracks.id', 'tracks.title', 'tracks.album_id', 'artists.name as artist']).where('tracks.kind', '=', 'song');

  const history = (v: Visitor, query = '') => v.get(`${SONG_HISTORY_ENDPOINTS.trackHistory.path}${query}`);
  const ratings = (v: Visitor) => v.get(SONG_HISTORY_ENDPOINTS.ratingsHistory.path);
  const rate = (v: Visitor, trackId: string, stars: number) => v.post('/listener/rating/', { t: trackId, v: stars, w: 1 });
  const ids = (list: Listed[]) => list.map((s) => s._id.$oid);

  /** Plays written as the playlist records them: served one minute apart, each played for `ms` (0: served, never reached). */
  async function seedPlays(userId: string | null, plays: { trackId: string; ms: number }[]) {
    const rows = plays.map((p, i) => ({
      listener_key: userId ?? 'anonymous-listener', user_id: userId, channel_id: channel.id, track_id: p.trackId,
      served_at: clock.now() + i * MINUTE, ms_played: p.ms, skipped: 0,
    }));
    await t.db.insertInto('plays').values(rows).execute();
    clock.advance(plays.length * MINUTE);
  }

  describe('GET /listener/track-history/', () => {
    it('lists the songs the player reported, newest first, with cover art and the channel they played on', async () => {
      const { visitor } = await signedUpVisitor(t.app);
      expect((await history(visitor, '?l=32')).json()).toEqual([]);

      const playlist = (await visitor.get(`/c/m/json/playlist/${channel.id}/`)).json() as { items: { type: string; _id: { $oid: string } }[] };
      const served = playlist.items.filter((i) => i.type === 'song').map((i) => i._id.$oid);
      expect(served.length).toBeGreaterThanOrEqual(2);
      for (const trackId of served.slice(0, 2)) {
        expect((await visitor.post('/c/m/json/played/', { t: trackId, c: channel.id, ms: 30_000 })).statusCode).toBe(200);
      }

      const res = await history(visitor, '?l=32');
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('private, no-store');
      const listed = res.json() as PlayedEntry[];
      // The songs served ahead that the listener has not reached are not history yet.
      expect(ids(listed)).toEqual([served[1], served[0]]);
      const first = await songsQuery().where('tracks.id', '=', served[1]).executeTakeFirstOrThrow();
      expect(listed[0]).toMatchObject({
        title: first.title,
        track_artist: first.artist,
        album: { cdcover: `${first.album_id}.svg` },
        channel: { _id: { $oid: channel.id }, oldid: channel.oldid, name: channel.name },
      });
      expect(listed[0].played_at).toBeGreaterThan(listed[1].played_at);
    });

    it(`answers the newest ${SONG_HISTORY_LIMITS.trackHistoryDefault} by default and l of them when asked, songs only`, async () => {
      const { visitor, userId } = await signedUpVisitor(t.app);
      await seedPlays(userId, songs.slice(0, 40).map((s) => ({ trackId: s.id, ms: 60_000 })));
      await seedPlays(userId, [{ trackId: sweeperId, ms: 5_000 }, { trackId: songs[50].id, ms: 0 }]);
      const newestFirst = songs.slice(0, 40).map((s) => s.id).reverse();

      expect(ids((await history(visitor)).json())).toEqual(newestFirst.slice(0, SONG_HISTORY_LIMITS.trackHistoryDefault));
      expect(ids((await history(visitor, '?l=5')).json())).toEqual(newestFirst.slice(0, 5));
      expect(ids((await history(visitor, `?l=${SONG_HISTORY_LIMITS.trackHistoryMax}`)).json())).toEqual(newestFirst);
    });

    it('refuses a bad or too large l with 400', async () => {
      const { visitor } = await signedUpVisitor(t.app);
      for (const l of ['0', '-3', 'abc', '2.5', '', String(SONG_HISTORY_LIMITS.trackHistoryMax + 1), '1e9']) {
        const res = await history(visitor, `?l=${l}`);
        expect(res.statusCode, `l=${l}`).toBe(400);
        expect(res.json()).toMatchObject({ error: 'bad_request', message: expect.stringMatching(/^Invalid query: l: /) });
      }
    });

    it("never shows another listener's plays, nor anonymous ones", async () => {
      const me = await signedUpVisitor(t.app);
      const other = await signedUpVisitor(t.app);
      await seedPlays(other.userId, [{ trackId: songs[0].id, ms: 60_000 }]);
      await seedPlays(null, [{ trackId: songs[1].id, ms: 60_000 }]);
      await seedPlays(me.userId, [{ trackId: songs[2].id, ms: 60_000 }]);
      expect(ids((await history(me.visitor)).json())).toEqual([songs[2].id]);
      expect(ids((await history(other.visitor)).json())).toEqual([songs[0].id]);
    });

    it('asks anonymous visitors to log in', async () => {
      const res = await history(await newVisitor(t.app), '?l=32');
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('not_logged_in');
    });
  });

  describe('GET /listener/ratings-history/', () => {
    it('lists rated songs with their stars, most recently rated first; a new rating moves a song up', async () => {
      const { visitor } = await signedUpVisitor(t.app);
      const res = await ratings(visitor);
      expect(res.json()).toEqual({ tracks: [] });
      expect(res.headers['cache-control']).toBe('private, no-store');

      for (const [i, stars] of [5, 2, 4].entries()) {
        await rate(visitor, songs[i].id, stars);
        clock.advance(MINUTE);
      }
      let listed = (await ratings(visitor)).json().tracks as RatedEntry[];
      expect(listed.map((s) => [s._id.$oid, s.rating])).toEqual([[songs[2].id, 4], [songs[1].id, 2], [songs[0].id, 5]]);
      expect(listed[0]).toMatchObject({ title: songs[2].title, track_artist: songs[2].artist, album: { cdcover: `${songs[2].album_id}.svg` } });
      expect(listed[0].rated_at).toBeGreaterThan(listed[1].rated_at);

      await rate(visitor, songs[0].id, 1);
      listed = (await ratings(visitor)).json().tracks as RatedEntry[];
      expect(listed.map((s) => [s._id.$oid, s.rating])).toEqual([[songs[0].id, 1], [songs[2].id, 4], [songs[1].id, 2]]);
    });

    it("never shows another listener's ratings", async () => {
      const me = await signedUpVisitor(t.app);
      const other = await signedUpVisitor(t.app);
      await rate(other.visitor, songs[3].id, 5);
      await rate(me.visitor, songs[4].id, 3);
      expect(ids((await ratings(me.visitor)).json().tracks)).toEqual([songs[4].id]);
      expect(ids((await ratings(other.visitor)).json().tracks)).toEqual([songs[3].id]);
    });

    it('asks anonymous visitors to log in', async () => {
      const res = await ratings(await newVisitor(t.app));
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe('not_logged_in');
    });
  });
});
