import { CHANNEL_ENDPOINTS, type Playlist, type PlaylistItem, type SongWhy, endpointUrl } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUpVisitor } from '../../../test/accounts';
import { type TestApp, Visitor, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';

interface Curated { id: string; oldid: number; name: string }
interface Song { id: string; artist_id: string; artist_name: string }

/** The songs (with their reasons) served over as many playlist calls as it takes to reach `songs`. */
async function songsServed(v: Visitor, channelRef: string | number, songs: number): Promise<PlaylistItem[]> {
  const served: PlaylistItem[] = [];
  while (served.length < songs) {
    const res = await v.get(`/c/m/json/playlist/${channelRef}/`);
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as Playlist;
    for (const item of items) if (item.type !== 'song') expect(item.why).toBeUndefined();
    served.push(...items.filter((item) => item.type === 'song'));
  }
  return served;
}

const kinds = (songs: PlaylistItem[]) => new Set(songs.map((s) => s.why?.kind));

describe.each(DIALECTS)('why this song, on %s', (dialect) => {
  let t: TestApp;
  let curated: Curated[];
  let fiveStar: Curated;
  const songsOf = (channelId: string): Promise<Song[]> =>
    t.db
      .selectFrom('channel_tracks')
      .innerJoin('tracks', 'tracks.id', 'channel_tracks.track_id')
      .innerJoin('artists', 'artists.id', 'tracks.artist_id')
      .select(['tracks.id', 'tracks.artist_id', 'artists.name as artist_name'])
      .where('channel_tracks.channel_id', '=', channelId)
      .where('tracks.kind', '=', 'song')
      .orderBy('tracks.id')
      .execute();

  beforeAll(async () => {
    t = await createTestApp(dialect, { env: { ADS_ENABLED: 'false' } });
    curated = await t.db.selectFrom('channels').select(['id', 'oldid', 'name']).where('five_star', '=', 0).where('owner_user_id', 'is', null).orderBy('oldid').execute();
    fiveStar = await t.db.selectFrom('channels').select(['id', 'oldid', 'name']).where('five_star', '=', 1).executeTakeFirstOrThrow();
  });
  afterAll(() => t.close());

  it("says the curators picked every song for the channel when the listener's ratings play no part", async () => {
    const songs = await songsServed(new Visitor(t.app), curated[0].oldid, 12);
    for (const song of songs) expect(song.why).toEqual({ kind: 'curated', channel: curated[0].name, blend: false } satisfies SongWhy);
  });

  it("names the listener's rating, or the artist they like, exactly for the songs it raised", async () => {
    const { visitor } = await signedUpVisitor(t.app);
    const channel = curated[1];
    const songs = await songsOf(channel.id);
    const byArtist = new Map<string, Song[]>();
    for (const s of songs) byArtist.set(s.artist_id, [...(byArtist.get(s.artist_id) ?? []), s]);
    const artists = [...byArtist.values()].filter((list) => list.length >= 2);
    expect(artists.length).toBeGreaterThanOrEqual(4);
    // Half the artists: one song rated 5 stars, which makes the artist one the listener likes.
    const liked = artists.slice(0, Math.ceil(artists.length / 2));
    const fiveStars = new Set(liked.map((list) => list[0].id));
    for (const id of fiveStars) expect((await visitor.post('/listener/rating/', { t: id, v: 5, w: 1 })).statusCode).toBe(200);
    // A low rating raises nothing: that song stays the curators' pick.
    const low = artists.at(-1)?.[0] as Song;
    await visitor.post('/listener/rating/', { t: low.id, v: 2, w: 1 });
    const likedArtists = new Set(liked.map((list) => list[0].artist_id));
    const expected = (s: PlaylistItem): SongWhy => {
      if (fiveStars.has(s._id.$oid)) return { kind: 'rated', stars: 5, channel: channel.name, blend: false };
      if (likedArtists.has(s.artist_id)) return { kind: 'artist', artist: s.track_artist, channel: channel.name, blend: false };
      return { kind: 'curated', channel: channel.name, blend: false };
    };

    const served = await songsServed(visitor, channel.id, 40);
    for (const song of served) expect(song.why).toEqual(expected(song));
    expect(kinds(served)).toContain('rated');
    expect(kinds(served)).toContain('artist');
  });

  it('says which channel of a blend each song came from', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    const [a, b] = [curated[2], curated[3]];
    await visitor.post(endpointUrl(CHANNEL_ENDPOINTS.blend, { params: { id: a.id } }), { o: b.id, uc: 0 });
    const inA = new Set((await songsOf(a.id)).map((s) => s.id));
    const served = await songsServed(visitor, a.oldid, 30);
    for (const song of served) expect(song.why).toEqual({ kind: 'curated', channel: inA.has(song._id.$oid) ? a.name : b.name, blend: true });
    expect(new Set(served.map((s) => s.why?.channel))).toEqual(new Set([a.name, b.name]));
  });

  it("says a song on Five-Star Radio is one of the listener's Five-Star songs", async () => {
    const { visitor } = await signedUpVisitor(t.app);
    for (const song of (await songsOf(curated[4].id)).slice(0, 20)) await visitor.post('/listener/rating/', { t: song.id, v: 4, w: 1 });
    const served = await songsServed(visitor, fiveStar.oldid, 10);
    for (const song of served) expect(song.why).toEqual({ kind: 'five_star', channel: fiveStar.name, blend: false });
  });
});
