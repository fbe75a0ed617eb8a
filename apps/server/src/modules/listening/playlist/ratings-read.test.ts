import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { LIKED_SONGS_READ, PlaylistRepo } from './repo';

const USER = 'feed0000000000000000ab01';
/** A listener who rated every song of the catalog: more liked songs than a playlist call reads. */
const EVERY_SONG_RATER = 'feed0000000000000000ab03';

describe.each(DIALECTS)("what a playlist call reads of a listener's ratings, on %s", (dialect) => {
  let t: TestApp;
  let repo: PlaylistRepo;
  let channels: { id: string; tracks: string[] }[];
  beforeAll(async () => {
    t = await createTestApp(dialect);
    repo = new PlaylistRepo(t.db);
    for (const [id, email] of [[USER, 'rater@example.com'], [EVERY_SONG_RATER, 'everything@example.com']]) {
      await t.db.insertInto('users').values({ id, email, password_hash: null, facebook_id: null, birth_year: null, birth_month: null, birth_day: null, gender: null, zipcode: null, created_at: 0, updated_at: 0 }).execute();
    }
    const ids = (await t.db.selectFrom('channels').select('id').where('five_star', '=', 0).orderBy('oldid').limit(3).execute()).map((c) => c.id);
    channels = [];
    for (const id of ids) {
      const tracks = (await t.db.selectFrom('channel_tracks').select('track_id').where('channel_id', '=', id).execute()).map((r) => r.track_id);
      channels.push({ id, tracks });
    }
    // Every song of all three channels rated: a listener with a long history.
    const rated = [...new Set(channels.flatMap((c) => c.tracks))];
    await t.db.insertInto('ratings').values(rated.map((track_id, i) => ({ user_id: USER, track_id, rating: 1 + (i % 5), channel_id: null, rated_at: i }))).execute();
    const songs = (await t.db.selectFrom('tracks').select('id').where('kind', '=', 'song').orderBy('id').execute()).map((r) => r.id);
    for (let i = 0; i < songs.length; i += 500) {
      const part = songs.slice(i, i + 500).map((track_id, j) => ({ user_id: EVERY_SONG_RATER, track_id, rating: 1 + ((i + j) % 5), channel_id: null, rated_at: i + j }));
      await t.db.insertInto('ratings').values(part).execute();
    }
  });
  afterAll(() => t.close());

  it("reads only the ratings of the songs the channels play, not the listener's whole history", async () => {
    const [a, b] = channels;
    const ofA = await repo.ratingsIn(USER, [a.id]);
    expect([...ofA.keys()].sort()).toEqual([...a.tracks].sort());
    const ofAB = await repo.ratingsIn(USER, [a.id, b.id]);
    expect(ofAB.size).toBe(new Set([...a.tracks, ...b.tracks]).size);
    expect(await repo.ratingsIn(USER, [])).toEqual(new Map());
  });

  it.each([
    ['fewer liked songs than a call reads', USER, false],
    ['more liked songs than a call reads', EVERY_SONG_RATER, true],
  ])('finds which artists of the candidates the listener rated a song of 4 stars or more, and only those (%s)', async (_, user, overTheRead) => {
    const candidatesOfA = await repo.candidates(channels[0].id);
    const artistsOfA = new Set(candidatesOfA.map((c) => c.artist_id));
    // The plain answer: the listener's 4★+ ratings, their artists, narrowed to the candidates'.
    const liked = await t.db.selectFrom('ratings').innerJoin('tracks', 'tracks.id', 'ratings.track_id').select('tracks.artist_id')
      .where('ratings.user_id', '=', user).where('ratings.rating', '>=', 4).execute();
    expect(liked.length > LIKED_SONGS_READ).toBe(overTheRead);
    const expected = new Set(liked.map((r) => r.artist_id).filter((id) => artistsOfA.has(id)));
    expect(expected.size).toBeGreaterThan(0);
    expect(await repo.likedArtists(user, 4, [candidatesOfA])).toEqual(expected);

    // A liked artist none of the candidates is by is not in the answer.
    const [elsewhere] = liked.map((r) => r.artist_id).filter((id) => !artistsOfA.has(id));
    expect(elsewhere).toBeDefined();
    expect(await repo.likedArtists(user, 4, [candidatesOfA])).not.toContain(elsewhere);
    const byElsewhere = { id: 'feed0000000000000000cc01', artist_id: elsewhere, album_id: 'feed0000000000000000cc02', duration_ms: 180_000 };
    expect(await repo.likedArtists(user, 4, [candidatesOfA.slice(0, 1), [byElsewhere]])).toContain(elsewhere);
    expect(await repo.likedArtists(user, 4, [])).toEqual(new Set());
  });

  it('finds no liked artist for a listener who rated nothing', async () => {
    expect(await repo.likedArtists('feed0000000000000000ab02', 4, [await repo.candidates(channels[0].id)])).toEqual(new Set());
  });

  it('counts rated songs up to the number asked for', async () => {
    expect(await repo.ratedSongs(USER, 20)).toBe(20);
    expect(await repo.ratedSongs('feed0000000000000000ab02', 20)).toBe(0);
  });
});
