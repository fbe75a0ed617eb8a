import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestDb, createTestDb } from '../../../test/db';
import { type AiredSong, airedSongs } from './aired-songs';

const T0 = Date.UTC(2026, 5, 1);

describe.each(DIALECTS)('songs on the air, read from the plays log on %s', (dialect) => {
  let test: TestDb;
  let songs: { id: string; album_id: string }[];
  let channels: string[];
  beforeAll(async () => {
    test = await createTestDb(dialect);
    songs = await test.db.selectFrom('tracks').select(['id', 'album_id']).where('kind', '=', 'song').orderBy('id').limit(4).execute();
    channels = (await test.db.selectFrom('channels').select('id').where('five_star', '=', 0).orderBy('oldid').limit(2).execute()).map((c) => c.id);
    // The second channel stands for a listener's copy of the first.
    await test.db.updateTable('channels').set({ source_channel_id: channels[0] }).where('id', '=', channels[1]).execute();
    const sweeper = await test.db.selectFrom('tracks').select('id').where('kind', '=', 'sweeper').executeTakeFirstOrThrow();
    const play = (listener: string, track: string, at: number, ms: number, skipped = 0, channel = channels[0]) => ({
      listener_key: listener, user_id: null, channel_id: channel, track_id: track, served_at: T0 + at, ms_played: ms, skipped,
    });
    await test.db
      .insertInto('plays')
      .values([
        play('a', songs[0].id, 0, 1000),
        // Served in the same millisecond (two listeners' calls): both kept, in id order.
        play('b', songs[1].id, 0, 1000),
        play('a', songs[1].id, 1, 0),
        play('a', songs[2].id, 2, 0, 1),
        play('a', sweeper.id, 3, 5000),
        play('station:x', songs[3].id, 4, 1000),
        play('stream:0123', songs[3].id, 5, 1000),
        play('a', songs[3].id, 6, 1000, 0, channels[1]),
        play('a', songs[0].id, 7, 1000),
      ])
      .execute();
  });
  afterAll(() => test.destroy());

  const aired = async (since: number, until: number, pageRows?: number) => {
    const out: AiredSong[] = [];
    for await (const song of airedSongs(test.db, T0 + since, T0 + until, pageRows)) out.push(song);
    return out;
  };
  const read = async (since: number, until: number, pageRows?: number) =>
    (await aired(since, until, pageRows)).map((s) => [s.listener_key, s.track_id, s.served_at - T0, s.stream_channel_id]);

  it('reads songs heard or skipped, in serving order, a copy as its source’s stream; not songs dropped unheard, station ids or stream connections', async () => {
    expect(await read(0, 7)).toEqual([
      ['a', songs[0].id, 0, channels[0]],
      ['b', songs[1].id, 0, channels[0]],
      ['a', songs[2].id, 2, channels[0]],
      ['station:x', songs[3].id, 4, channels[0]],
      ['a', songs[3].id, 6, channels[0]],
    ]);
  });

  it('reads the same page after page, ties on the time included, as at once', async () => {
    const whole = await read(0, 8);
    expect(whole).toHaveLength(6);
    for (const pageRows of [1, 2, 5]) expect(await read(0, 8, pageRows)).toEqual(whole);
  });

  it('carries what a report names: title, artist and album', async () => {
    const [first] = await aired(0, 1);
    const names = await test.db
      .selectFrom('tracks')
      .innerJoin('artists', 'artists.id', 'tracks.artist_id')
      .innerJoin('albums', 'albums.id', 'tracks.album_id')
      .select(['tracks.title', 'artists.name as artist_name', 'albums.title as album_title'])
      .where('tracks.id', '=', songs[0].id)
      .executeTakeFirstOrThrow();
    expect(first).toMatchObject({ ...names, album_id: songs[0].album_id, channel_id: channels[0] });
  });
});
