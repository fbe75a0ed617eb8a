import { describe, expect, it } from 'vitest';
import { type AiredSong, DEFAULT_POLICY } from '../../listening';
import { auditSongs } from './audit';
import { formatComplementReport } from './format';

const HOUR = 3600_000;
const START = Date.UTC(2026, 5, 1);
const range = { from: START, to: START + 24 * HOUR };

let plays = 0;
/** A song on the air on listener L's stream of channel c; `album` is `{artist}/{album}`, e.g. 'ar1/A'. */
function song(minutes: number, album: string, more: Partial<AiredSong> = {}): AiredSong {
  const [artist] = album.split('/');
  plays++;
  return {
    id: plays, listener_key: 'L', channel_id: 'c', stream_channel_id: 'c', served_at: START + minutes * 60_000, track_id: `t${plays}`,
    title: `Song ${plays}`, artist_id: artist, artist_name: `Artist ${artist}`, album_id: album, album_title: `Album ${album}`, ...more,
  };
}

/** Songs `gap` minutes apart from `start`, one per album given. */
const sequence = (albums: string[], start = 0, gap = 4) => albums.map((album, i) => song(start + i * gap, album));

const audit = (songs: AiredSong[]) => auditSongs(songs, range);
const found = async (songs: AiredSong[]) => (await audit(songs)).violations.map((v) => ({ rule: v.rule, plays: v.plays.map((p) => p.id) }));
const ids = (songs: AiredSong[]) => songs.map((s) => s.id);

describe('the complement audit', () => {
  it('finds a fourth song from one album within three hours, listing the four', async () => {
    const songs = sequence(['ar1/A', 'ar2/B', 'ar1/A', 'ar3/C', 'ar1/A', 'ar4/D', 'ar1/A']);
    expect(await found(songs)).toEqual([{ rule: 'album', plays: ids(songs.filter((s) => s.album_id === 'ar1/A')) }]);
  });

  it('finds a third song in a row from one album', async () => {
    const songs = sequence(['ar2/B', 'ar1/A', 'ar1/A', 'ar1/A']);
    expect(await found(songs)).toEqual([{ rule: 'album-in-row', plays: ids(songs.slice(1)) }]);
  });

  it('finds a fifth song by one artist within three hours', async () => {
    const songs = sequence(['ar1/A', 'ar2/X', 'ar1/B', 'ar3/Y', 'ar1/C', 'ar2/X', 'ar1/D', 'ar3/Y', 'ar1/E']);
    expect(await found(songs)).toEqual([{ rule: 'artist', plays: ids(songs.filter((s) => s.artist_id === 'ar1')) }]);
  });

  it('finds a fourth song in a row by one artist, from albums taking turns', async () => {
    const songs = sequence(['ar2/X', 'ar1/A', 'ar1/B', 'ar1/A', 'ar1/B']);
    expect(await found(songs)).toEqual([{ rule: 'artist-in-row', plays: ids(songs.slice(1)) }]);
  });

  it('passes a stream at every limit: three from an album, two of them in a row, four by an artist, three in a row', async () => {
    const songs = sequence(['ar1/A', 'ar1/A', 'ar2/X', 'ar1/A', 'ar3/Y', 'ar4/B', 'ar4/C', 'ar4/B', 'ar2/X', 'ar4/C']);
    expect(await found(songs)).toEqual([]);
  });

  it('counts songs exactly three hours apart in one window, and passes them a millisecond further apart', async () => {
    const first = song(0, 'ar1/A');
    const rest = sequence(['ar2/X', 'ar1/A', 'ar3/Y', 'ar1/A', 'ar4/Z'], 10, 10);
    const fourth = (ms: number) => song(0, 'ar1/A', { served_at: first.served_at + ms });
    const atWindow = fourth(DEFAULT_POLICY.windowMs);
    expect(await found([first, ...rest, atWindow])).toEqual([{ rule: 'album', plays: ids([first, rest[1], rest[3], atWindow]) }]);
    expect(await found([first, ...rest, fourth(DEFAULT_POLICY.windowMs + 1)])).toEqual([]);
  });

  it('counts a run only inside one window', async () => {
    const songs = [song(0, 'ar1/A'), song(100, 'ar1/A'), song(181, 'ar1/A')];
    expect(await found(songs)).toEqual([]);
  });

  it('reports each song that breaks a rule once, however many windows hold it', async () => {
    const songs = sequence(['ar1/A', 'ar2/X', 'ar1/A', 'ar3/Y', 'ar1/A', 'ar4/Z', 'ar1/A', 'ar5/W', 'ar1/A']);
    const album = songs.filter((s) => s.album_id === 'ar1/A');
    expect(await found(songs)).toEqual([
      { rule: 'album', plays: ids(album.slice(0, 4)) },
      { rule: 'album', plays: ids(album) },
      // The fifth from the album is the artist's fifth as well.
      { rule: 'artist', plays: ids(album) },
    ]);
  });

  it('keeps listeners and channels apart, and reads a user channel with its source as one stream', async () => {
    const apart = [
      song(0, 'ar1/A'), song(1, 'ar1/A', { listener_key: 'M' }), song(2, 'ar1/A', { channel_id: 'd', stream_channel_id: 'd' }), song(3, 'ar1/A'),
    ];
    expect(await found(apart)).toEqual([]);
    const copy = { channel_id: 'mine', stream_channel_id: 'c' };
    const merged = [song(0, 'ar1/A'), song(4, 'ar1/A', copy), song(8, 'ar1/A')];
    expect(await found(merged)).toEqual([{ rule: 'album-in-row', plays: ids(merged) }]);
  });

  it('checks a window straddling the start of the range but reports only songs in the range', async () => {
    const before = sequence(['ar1/A', 'ar1/A', 'ar1/A'], -30, 5);
    const inRange = song(1, 'ar1/A');
    const report = await audit([...before, inRange]);
    expect(report.songs).toBe(1);
    expect(report.violations.map((v) => [v.rule, ids(v.plays)])).toEqual([
      ['album', ids([...before, inRange])],
      ['album-in-row', ids([...before, inRange])],
      ['artist-in-row', ids([...before, inRange])],
    ]);
  });

  it('says what broke which rule, where and when, as lines for a terminal', async () => {
    const songs = [song(0, 'ar1/A', { listener_key: 'station:c' }), song(4, 'ar1/A', { listener_key: 'station:c' }), song(8, 'ar1/A', { listener_key: 'station:c' })];
    const report = await audit(songs);
    const [a, b, c] = ids(songs);
    expect(formatComplementReport(report)).toBe(
      [
        'Performance complement, 2026-06-01 00:00:00 to 2026-06-02 00:00:00 UTC: 3 songs on the air, 1 violation.',
        '',
        'public stream station:c of channel c: more than 2 songs in a row from one album',
        `  2026-06-01 00:00:00  Artist ar1 – Song ${a} (Album ar1/A)  play ${a}`,
        `  2026-06-01 00:04:00  Artist ar1 – Song ${b} (Album ar1/A)  play ${b}`,
        `  2026-06-01 00:08:00  Artist ar1 – Song ${c} (Album ar1/A)  play ${c}`,
      ].join('\n'),
    );
    expect(formatComplementReport(await audit([]))).toBe('Performance complement, 2026-06-01 00:00:00 to 2026-06-02 00:00:00 UTC: 0 songs on the air, no violation.');
    expect(formatComplementReport(await audit([song(10, 'ar1/A')]))).toContain('UTC: 1 song on the air, no violation.');
  });
});
