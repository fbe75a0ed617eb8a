import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIALECTS, type TestDb, createTestDb } from '../../../test/db';
import { type ReportingDeps, parseReportArgs, runReport } from '../index';

const at = (day: number, h: number, m = 0, s = 0) => Date.UTC(2026, 8, day, h, m, s);

interface Named { id: string; name: string; oldid: number }

describe.each(DIALECTS)('listening figures on %s', (dialect) => {
  let t: TestDb;
  let deps: ReportingDeps;
  let x: Named;
  let y: Named;
  /** Three songs' artists (titled One, Two, Three by the test). */
  let artists: string[];

  const figures = (...extra: string[]) => runReport(deps, parseReportArgs(['listening', '--from', '2026-09-01', '--to', '2026-09-03', ...extra]));

  beforeAll(async () => {
    t = await createTestDb(dialect);
    deps = { db: t.db, settings: { serviceName: 'Earshot', transmissionCategory: 'A' }, channelOf: async () => undefined, cwd: '.' };
    [x, y] = await t.db.selectFrom('channels').select(['id', 'name', 'oldid']).where('owner_user_id', 'is', null).where('name', 'not like', '%,%').orderBy('oldid').limit(2).execute();
    await t.db.updateTable('channels').set({ name: 'Rock, "Loud" & Proud' }).where('id', '=', y.id).execute();
    const songs = await t.db.selectFrom('tracks').innerJoin('artists', 'artists.id', 'tracks.artist_id').select(['tracks.id', 'artists.name'])
      .where('tracks.kind', '=', 'song').where('artists.name', 'not like', '%,%').where('artists.name', 'not like', '%"%').orderBy('tracks.id').limit(3).execute();
    artists = songs.map((s) => s.name);
    const [s1, s2, s3] = songs.map((s) => s.id);
    for (const [id, title] of [[s1, 'One'], [s2, 'Two, "the second"'], [s3, 'Three']]) await t.db.updateTable('tracks').set({ title }).where('id', '=', id).execute();
    const { id: sweeper } = await t.db.selectFrom('tracks').select('id').where('kind', '=', 'sweeper').limit(1).executeTakeFirstOrThrow();
    const { id: ad } = await t.db.selectFrom('tracks').select('id').where('kind', '=', 'ad').limit(1).executeTakeFirstOrThrow();
    const web1 = 'a'.repeat(32);
    const web2 = 'b'.repeat(32);
    const rows: [string, Named, string, number, number, number?][] = [
      // 1 September. The web listener's first session: 25 min, a skip after 1 min, a station id.
      [web1, x, s1, at(1, 10), 1_500_000],
      [web1, x, s2, at(1, 10, 25), 60_000, 1],
      [web1, x, sweeper, at(1, 10, 26), 30_000],
      // Sent ahead, never reported: no performance, and no part of a session.
      [web1, x, s3, at(1, 10, 26, 30), 0],
      // 33.5 min after the first session's end: a second session.
      [web1, x, s3, at(1, 11), 1_410_000],
      // A third, to midnight.
      [web1, x, s1, at(1, 23, 50), 600_000],
      // A stream connection: one session however far apart its plays.
      ['stream:00000000000000a1', y, s1, at(1, 12), 1_200_000],
      ['stream:00000000000000a1', y, s3, at(1, 14), 600_000],
      // The transmitter's schedule: not an audience.
      [`station:${y.id}`, y, s1, at(1, 12), 1_200_000],
      // 2 September: the third session goes on 10 min after midnight, then exactly 30 min after its end.
      [web1, x, s2, at(2, 0, 10), 1_200_000],
      [web1, x, ad, at(2, 1), 30_000],
      [web1, y, s3, at(2, 9), 1_770_000],
      [web2, x, s3, at(2, 9), 600_000, 1],
      // Outside the period.
      ['c'.repeat(32), x, s1, at(1, 0) - 1, 100_000],
      ['c'.repeat(32), x, s1, at(4, 0), 100_000],
    ];
    await t.db.insertInto('plays').values(rows.map(([listener_key, channel, track_id, served_at, ms_played, skipped = 0]) => ({
      listener_key, user_id: null, channel_id: channel.id, track_id, served_at, ms_played, skipped,
    }))).execute();
  });
  afterAll(() => t.destroy());

  it('gives tuning hours, performances, sessions, average session, skips per hour and listeners per UTC day, then the top channels and songs', async () => {
    const outcome = await figures();
    expect(outcome.exitCode).toBe(0);
    const lines = outcome.stdout.trimEnd().split('\n');
    expect(lines.map((l) => l.replace(/\s+/g, ' ').trim())).toEqual([
      'Listening figures, 2026-09-01 to 2026-09-03 (UTC)',
      '',
      'Day Tuning hours Performances Sessions Avg session Skips/hour Listeners',
      '2026-09-01 1.50 7 4 22:30 0.67 2',
      '2026-09-02 1.00 4 2 30:00 1.00 2',
      '2026-09-03 0.00 0 0 – – 0',
      'Total 2.50 11 6 25:00 0.80 3',
      '',
      'Top channels by tuning hours',
      '# Channel Number Tuning hours Performances',
      `1 ${x.name} ${x.oldid} 1.51 8`,
      `2 Rock, "Loud" & Proud ${y.oldid} 0.99 3`,
      '',
      'Top songs by performances',
      '# Artist Title Performances',
      `1 ${artists[2]} Three 4`,
      `2 ${artists[0]} One 3`,
      `3 ${artists[1]} Two, "the second" 2`,
    ]);
    // Aligned: numbers end in one column, so every row of the day table is as long as its header.
    expect(new Set(lines.slice(2, 7).map((l) => l.length)).size).toBe(1);
  });

  it('gives the same as one CSV table with --csv', async () => {
    const outcome = await figures('--csv');
    expect(outcome.stdout).toBe(
      [
        'section,day,rank,channel_number,channel,artist,title,tuning_hours,performances,sessions,avg_session_minutes,skips_per_listening_hour,unique_listeners',
        'day,2026-09-01,,,,,,1.500,7,4,22.50,0.67,2',
        'day,2026-09-02,,,,,,1.000,4,2,30.00,1.00,2',
        'day,2026-09-03,,,,,,0.000,0,0,,,0',
        'total,2026-09-01/2026-09-03,,,,,,2.500,11,6,25.00,0.80,3',
        `channel,,1,${x.oldid},${x.name},,,1.508,8,,,,`,
        `channel,,2,${y.oldid},"Rock, ""Loud"" & Proud",,,0.992,3,,,,`,
        `song,,1,,,${artists[2]},Three,,4,,,,`,
        `song,,2,,,${artists[0]},One,,3,,,,`,
        `song,,3,,,${artists[1]},"Two, ""the second""",,2,,,,`,
      ].map((line) => `${line}\r\n`).join(''),
    );
  });
});
