import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { channelSlug } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { reportingDeps } from '../../../cli/reporting-deps';
import { signedUpVisitor } from '../../../test/accounts';
import { FakeClock, type TestApp, type Visitor, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { readIcy, shortenTracks } from '../../../test/streams';
import { parseReportArgs, runReport } from '../index';

interface Item { type: string; _id: { $oid: string }; duration: number }

const NOVEMBER = { from: Date.UTC(2026, 10, 1), to: Date.UTC(2026, 11, 1) };
const FILE_NAME = 'EARSHOTRADIO01112026-30112026_A.txt';
const HEADER = 'NAME_OF_SERVICE|TRANSMISSION_CATEGORY|FEATURED_ARTIST|SOUND_RECORDING_TITLE|ISRC|ALBUM_TITLE|MARKETING_LABEL|ACTUAL_TOTAL_PERFORMANCES';
const id = (n: number) => `5e${String(n).padStart(22, '0')}`;

describe.each(DIALECTS)('SoundExchange report of use on %s', (dialect) => {
  let t: TestApp;
  let out: string;
  let listener: Visitor;
  const clock = new FakeClock(Date.UTC(2026, 10, 10, 12));
  let channel: { id: string; oldid: number; name: string };
  let other: { id: string };
  /** The first four songs the listener was served: heard whole, heard in part, skipped at once, never reported. */
  let songs: Item[];
  let sweeper: string;
  let ad: string;

  const report = (...args: string[]) => runReport(reportingDeps(t.db, t.config, out), parseReportArgs(args));
  const november = (...extra: string[]) => report('soundexchange', '--from', '2026-11-01', '--to', '2026-11-30', ...extra);
  /** A row as a public stream connection's plays log writes it, after the item. */
  const streamed = (key: string, trackId: string, at: number, ms: number, channelId = channel.id) =>
    t.db.insertInto('plays').values({ listener_key: key, user_id: null, channel_id: channelId, track_id: trackId, served_at: at, ms_played: ms }).execute();

  /** Gives a track metadata of the test's own: its artist, album (with label) and title, and its ISRC. */
  async function relabel(trackId: string, n: number, track: { artist: string; title: string; isrc: string; album: string; label: string }) {
    const { genre_id } = await t.db.selectFrom('artists').select('genre_id').limit(1).executeTakeFirstOrThrow();
    const artist = await t.db.selectFrom('artists').select('id').where('name', '=', track.artist).executeTakeFirst();
    const artistId = artist?.id ?? id(n);
    if (!artist) await t.db.insertInto('artists').values({ id: artistId, name: track.artist, genre_id }).execute();
    await t.db.insertInto('albums').values({ id: id(n + 1), title: track.album, year: 2026, label: track.label, artist_id: artistId, cover_seed: 1 }).execute();
    await t.db.updateTable('tracks').set({ title: track.title, isrc: track.isrc, artist_id: artistId, album_id: id(n + 1) }).where('id', '=', trackId).execute();
  }

  beforeAll(async () => {
    // A stream's second lasts 25 ms, for the test that listens to one.
    t = await createTestApp(dialect, { clock: clock.now, streamChunkMs: 25, env: { REPORT_SERVICE_NAME: 'Earshot Radio' } });
    out = mkdtempSync(path.join(os.tmpdir(), 'earshot-sx-'));
    [channel, other] = await t.db.selectFrom('channels').select(['id', 'oldid', 'name']).where('five_star', '=', 0).where('owner_user_id', 'is', null).orderBy('oldid').limit(2).execute();
    ({ visitor: listener } = await signedUpVisitor(t.app));
    songs = [];
    while (songs.length < 4) {
      const res = await listener.get(`/c/m/json/playlist/${channel.id}/`);
      expect(res.statusCode).toBe(200);
      songs.push(...res.json().items.filter((i: Item) => i.type === 'song'));
    }
    songs = songs.slice(0, 4);
    const played = (song: Item, ms: number, action: 'played' | 'skip' = 'played') => listener.post(`/c/m/json/${action}/`, { t: song._id.$oid, c: channel.id, ms });
    expect((await played(songs[0], Math.round(songs[0].duration * 1000))).statusCode).toBe(200);
    expect((await played(songs[1], 30_000)).statusCode).toBe(200);
    expect((await played(songs[2], 0, 'skip')).statusCode).toBe(200);
    // songs[3] was sent ahead and never reported: never transmitted.

    ({ id: sweeper } = await t.db.selectFrom('tracks').select('id').where('kind', '=', 'sweeper').limit(1).executeTakeFirstOrThrow());
    ({ id: ad } = await t.db.selectFrom('tracks').select('id').where('kind', '=', 'ad').limit(1).executeTakeFirstOrThrow());
    const connection = 'stream:0123456789abcdef';
    await streamed(connection, songs[0]._id.$oid, Date.UTC(2026, 10, 12, 8), 200_000);
    await streamed(connection, sweeper, Date.UTC(2026, 10, 12, 8, 4), 6_000);
    await streamed(connection, ad, Date.UTC(2026, 10, 12, 8, 5), 30_000);
    await streamed('stream:fedcba9876543210', songs[1]._id.$oid, NOVEMBER.to - 1, 5_000);
    // The transmitter's own schedule: no audience.
    await streamed(`station:${channel.id}`, songs[0]._id.$oid, Date.UTC(2026, 10, 12, 8), 200_000);
    // Outside November, at each edge.
    await streamed('stream:0000000000000001', songs[2]._id.$oid, NOVEMBER.to, 60_000);
    await streamed('stream:0000000000000002', songs[3]._id.$oid, NOVEMBER.from - 1, 60_000);

    await relabel(songs[0]._id.$oid, 10, { artist: 'Ada Lövelace & the Engines', title: 'First Light', isrc: 'US-AB1-26-00001', album: 'Difference|Engine', label: 'Analytical ^ Records' });
    await relabel(songs[1]._id.$oid, 20, { artist: 'Ada Lövelace & the Engines', title: 'Hey ^You|  Me', isrc: '', album: 'Quiet Hours', label: 'Night Label' });
    await relabel(songs[2]._id.$oid, 30, { artist: 'Babbage', title: 'Calculating Engine', isrc: 'GBXYZ2600002', album: 'Numbers', label: '' });
  });
  afterAll(async () => {
    await t.close();
    rmSync(out, { recursive: true, force: true });
  });

  it('writes one line per song with every transmission to every listener counted, and says where and how much', async () => {
    const outcome = await november();
    expect(outcome).toEqual({
      stdout: `${path.join(out, FILE_NAME)}\n3 sound recordings, 5 performances, 2026-11-01 to 2026-11-30 (UTC, all channels).\n`,
      stderr: [],
      exitCode: 0,
    });
    expect(readFileSync(path.join(out, FILE_NAME), 'utf8')).toBe(
      [
        HEADER,
        // Heard whole on the web, and by a stream connection; the station's own row is not an audience.
        '^EARSHOT RADIO^|^A^|^ADA LOVELACE & THE ENGINES^|^FIRST LIGHT^|^USAB12600001^|^DIFFERENCE ENGINE^|^ANALYTICAL RECORDS^|2',
        // Heard in part on the web, and by a connection in November's last millisecond; no ISRC, so album and label.
        '^EARSHOT RADIO^|^A^|^ADA LOVELACE & THE ENGINES^|^HEY YOU ME^|^^|^QUIET HOURS^|^NIGHT LABEL^|2',
        // Skipped at once: a performance. Its play on 1 December is not November's.
        '^EARSHOT RADIO^|^A^|^BABBAGE^|^CALCULATING ENGINE^|^GBXYZ2600002^|^NUMBERS^|^^|1',
      ].map((line) => `${line}\r\n`).join(''),
    );
  });

  it("counts one channel's plays, its listeners' own copies of it included, named by number, slug or id", async () => {
    await streamed('stream:1111111111111111', songs[2]._id.$oid, Date.UTC(2026, 10, 15), 90_000, other.id);
    // Banning a song gives the listener their own copy of the channel: what they hear next is logged under it.
    expect((await listener.post(`/c/m/json/channel/${channel.id}/remove_track/`, { o: songs[3]._id.$oid, w: 1 })).statusCode).toBe(200);
    const res = await listener.get(`/c/m/json/playlist/${channel.id}/`);
    const next = res.json().items.find((i: Item) => i.type === 'song') as Item;
    expect((await listener.post('/c/m/json/played/', { t: next._id.$oid, c: res.json().channel._id.$oid, ms: 1_000 })).statusCode).toBe(200);
    expect(res.json().channel._id.$oid).not.toBe(channel.id);

    const summary = (recordings: number, performances: number, name: string) =>
      `${path.join(out, FILE_NAME)}\n${recordings} sound recording${recordings === 1 ? '' : 's'}, ${performances} performance${performances === 1 ? '' : 's'}, 2026-11-01 to 2026-11-30 (UTC, channel ${name}).\n`;
    for (const ref of [String(channel.oldid), channelSlug(channel.name), channel.id]) {
      expect((await november('--channel', ref)).stdout, ref).toBe(summary(4, 6, channel.name));
    }
    const lines = readFileSync(path.join(out, FILE_NAME), 'utf8').split('\r\n');
    expect(lines.filter((line) => line.endsWith('|1'))).toHaveLength(2);
    expect((await november('--channel', other.id)).stdout).toBe(summary(1, 1, (await t.db.selectFrom('channels').select('name').where('id', '=', other.id).executeTakeFirstOrThrow()).name));
    expect((await november()).stdout).toContain('4 sound recordings, 7 performances');
    await expect(november('--channel', 'no-such-channel')).rejects.toThrow('No channel has the number, id or name slug no-such-channel.');
  });

  it('lists songs with neither an ISRC nor an album title and label, and writes the report only when told to', async () => {
    const lost = await t.db.selectFrom('tracks').select('id').where('kind', '=', 'song').where('id', 'not in', [...songs.map((s) => s._id.$oid)]).orderBy('id', 'desc').limit(1).executeTakeFirstOrThrow();
    await relabel(lost.id, 40, { artist: 'Charles', title: 'Unknown Origin', isrc: '', album: 'Lost', label: ' ' });
    await streamed('stream:2222222222222222', lost.id, Date.UTC(2026, 10, 20), 40_000);
    const listed = [
      '1 song has no ISRC and no album title and label to identify it:',
      `  Charles – Unknown Origin (track ${lost.id}, 1 performance): no ISRC, no label`,
    ];
    rmSync(path.join(out, FILE_NAME));
    expect(await november()).toEqual({
      stdout: '',
      stderr: [...listed, 'No report written. Add the ISRCs, or the album titles and labels (npm run ingest reads them from tags), or pass --allow-incomplete.'],
      exitCode: 1,
    });
    expect(existsSync(path.join(out, FILE_NAME))).toBe(false);

    const allowed = await november('--allow-incomplete');
    expect(allowed).toMatchObject({ stderr: listed, exitCode: 0 });
    expect(allowed.stdout).toContain('5 sound recordings, 8 performances');
    expect(readFileSync(path.join(out, FILE_NAME), 'utf8')).toContain('\r\n^EARSHOT RADIO^|^A^|^CHARLES^|^UNKNOWN ORIGIN^|^^|^LOST^|^^|1\r\n');
    expect(readdirSync(out)).toEqual([FILE_NAME]);
  });

  it('counts the songs a real player heard on a public stream', async () => {
    // Every song lasts 5 s (200 ms of stream here): a player hears a few in a second.
    await shortenTracks(t);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const third = await t.db.selectFrom('channels').select(['id', 'oldid']).where('five_star', '=', 0).where('owner_user_id', 'is', null).orderBy('oldid').offset(2).limit(1).executeTakeFirstOrThrow();
    const read = await readIcy(`http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}/stream/${third.oldid}.mp3`, { titles: 4 });
    expect(read.status).toBe(200);
    // The connection's plays are written once it has gone.
    const heard = await vi.waitFor(
      async () => {
        const rows = await t.db
          .selectFrom('plays')
          .innerJoin('tracks', 'tracks.id', 'plays.track_id')
          .where('plays.listener_key', 'like', 'stream:%')
          .where('plays.channel_id', '=', third.id)
          .where('tracks.kind', '=', 'song')
          .select(['tracks.title', 'tracks.isrc'])
          .execute();
        expect(rows.length).toBeGreaterThanOrEqual(3);
        return rows;
      },
      { timeout: 8000, interval: 250 },
    );
    const outcome = await november('--channel', String(third.oldid), '--allow-incomplete');
    expect(outcome.stdout).toContain(`, ${heard.length} performance${heard.length === 1 ? '' : 's'}, `);
    const lines = readFileSync(path.join(out, FILE_NAME), 'utf8').split('\r\n').slice(1, -1);
    // A line is a recording: by title and ISRC, as a channel can hold songs of one title by different artists.
    const counted = lines.map((line) => line.split('|')).map((fields) => ({ recording: `${fields[3]} ${fields[4]}`, performances: Number(fields[7]) }));
    const expected = new Map<string, number>();
    for (const { title, isrc } of heard) {
      const recording = `^${title.toUpperCase()}^ ^${isrc.replaceAll('-', '')}^`;
      expected.set(recording, (expected.get(recording) ?? 0) + 1);
    }
    expect(new Map(counted.map((c) => [c.recording, c.performances]))).toEqual(expected);
  });
});
