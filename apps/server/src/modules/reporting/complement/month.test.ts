import { CHANNEL_ENDPOINTS, endpointUrl, parseCategoryFilter, parseChristmasFilter } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemoryRateLimiter } from '../../../http/rate-limit';
import { signedUpVisitor } from '../../../test/accounts';
import { DAY, FakeClock, MINUTE, type TestApp, Visitor, createTestApp } from '../../../test/app';
import { seeded } from '../../../test/catalogs';
import { DIALECTS } from '../../../test/db';
import { catalogPicks } from '../../../test/listeners';
import { type PlayerAction, SimulatedListener } from '../../../test/web-player';
import { createCatalog } from '../../catalog';
import { createListening, type PlaylistService, stationListener } from '../../listening';
import { parseReportArgs, runReport } from '../command';
import { auditComplement } from './audit-plays';

const HOUR = 60 * MINUTE;
const DAYS = 30;
const MONTH_START = Date.UTC(2026, 5, 1);
const month = { from: MONTH_START, to: MONTH_START + DAYS * DAY };
const MONTH_ARGS = ['complement', '--from', '2026-06-01', '--to', '2026-06-30'];

/** A public stream plays what a visitor's player would (streaming's channel streams). */
const VISITOR_FILTERS = { category: parseCategoryFilter(undefined), christmas: parseChristmasFilter(undefined) };
/** As streaming's playlist schedule: the next batch is planned this long before the last queued item ends. */
const LOOKAHEAD_MS = 15_000;

describe.each(DIALECTS)('the complement audit of a month of listening, on %s', (dialect) => {
  let t: TestApp;
  let clock: FakeClock;
  let curated: string[];

  /** The clock moved on to `ms` (sessions never run into the next one's start). */
  const at = (ms: number) => {
    clock.time = Math.max(clock.time, ms);
  };

  /**
   * A public stream's transmitter as streaming's channel streams drive the playlist engine: the
   * station's schedule planned a batch at a time, each item reported as sent whole.
   */
  async function transmit(playlists: PlaylistService, channelId: string, ms: number): Promise<void> {
    const station = stationListener(channelId);
    const end = clock.now() + ms;
    let queue = (await playlists.next(channelId, station, VISITOR_FILTERS)).items;
    for (let item = queue.shift(); item && clock.now() < end; item = queue.shift()) {
      const lengthMs = Math.round(item.duration * 1000);
      const ahead = Math.min(lengthMs, LOOKAHEAD_MS);
      clock.advance(lengthMs - ahead);
      if (queue.length === 0) queue = (await playlists.next(channelId, station, VISITOR_FILTERS, { trackId: item._id.$oid, ms: lengthMs })).items;
      clock.advance(ahead);
      await playlists.played(station, channelId, item._id.$oid, lengthMs);
    }
  }

  beforeAll(async () => {
    clock = new FakeClock(MONTH_START);
    t = await createTestApp(dialect, { clock: clock.now });
    curated = (await catalogPicks(t.db)).curated;
    const random = seeded(26);
    const [c0, c1, c2, c3, c4, c5, c6, c7] = curated;
    const playlists = createListening({
      config: t.config,
      db: t.db,
      channels: createCatalog({ db: t.db, limiter: new MemoryRateLimiter(clock.now), clock: clock.now, events: t.metrics }).channels,
      audio: t.audio,
      clock: clock.now,
      metrics: t.metrics,
    }).playlists;
    const wanderer = new SimulatedListener(new Visitor(t.app), clock, [c0, c1], random);
    const regular = new SimulatedListener(new Visitor(t.app), clock, [c2], random);
    const member = await signedUpVisitor(t.app);
    const banning = new SimulatedListener(member.visitor, clock, [c3, c4], random);
    const blender = await signedUpVisitor(t.app);
    const blending = new SimulatedListener(blender.visitor, clock, [c5], random);
    const session = async (listener: SimulatedListener, minutes: number, actions: PlayerAction[], meanGapMinutes: number) => {
      await listener.listen(minutes * MINUTE, actions, meanGapMinutes * MINUTE);
      await listener.close();
    };
    for (let day = 0; day < DAYS; day++) {
      const midnight = MONTH_START + day * DAY;
      at(midnight + 7 * HOUR);
      await session(wanderer, 60, ['switch', 'reload'], 8);
      // Back within three hours: the window spans both sessions.
      at(midnight + 9 * HOUR);
      await session(wanderer, 40, ['switch', 'reload'], 8);
      at(midnight + 11 * HOUR);
      await session(regular, 45, ['reload'], 15);
      at(midnight + 13 * HOUR);
      // Mid-month the member bans a song or two (one day) and an artist or two (another): from then on their copies play.
      if (day === 10 || day === 15) await session(banning, 60, [day === 10 ? 'ban' : 'ban-artist'], 25);
      else await session(banning, 60, ['skip', 'skip', 'switch', 'reload'], 6);
      at(midnight + 16 * HOUR);
      if (day === 8) {
        const res = await blender.visitor.post(endpointUrl(CHANNEL_ENDPOINTS.blend, { params: { id: c5 } }), { o: c6, uc: 0 });
        expect(res.statusCode, res.body).toBe(200);
      }
      await session(blending, 60, ['skip', 'reload'], 10);
      at(midnight + 19 * HOUR);
      await transmit(playlists, c7, 90 * MINUTE);
    }
  }, 300_000);
  afterAll(() => t.close());

  /** `npm run report -- complement` over the month, as the CLI runs it. */
  const monthReport = () =>
    runReport({ db: t.db, settings: t.config.report, channelOf: async () => undefined, cwd: '.' }, parseReportArgs(MONTH_ARGS));

  it('finds no violation in a month of listeners who skip, reload, switch, ban and blend, nor in a public stream', async () => {
    const report = await auditComplement(t.db, month);
    expect(report.violations).toEqual([]);
    expect(report.songs).toBeGreaterThan(3000);
    // The month holds what the audit must tell apart: songs dropped unheard, skips, the listeners' own copies, the station's schedule.
    const plays = await t.db.selectFrom('plays').select(['listener_key', 'channel_id', 'ms_played', 'skipped']).execute();
    expect(plays.filter((p) => p.ms_played === 0 && p.skipped === 0).length).toBeGreaterThan(500);
    expect(plays.filter((p) => p.skipped === 1).length).toBeGreaterThan(100);
    expect(plays.filter((p) => p.listener_key === stationListener(curated[7]).key).length).toBeGreaterThan(1000);
    const copies = await t.db.selectFrom('channels').select('id').where('source_channel_id', 'in', [curated[3], curated[5]]).execute();
    expect(copies).toHaveLength(2);
    expect(plays.filter((p) => copies.some((c) => c.id === p.channel_id)).length).toBeGreaterThan(300);
    const outcome = await monthReport();
    expect(outcome.exitCode).toBe(0);
    expect(outcome.stdout).toMatch(/^Performance complement, 2026-06-01 00:00:00 to 2026-07-01 00:00:00 UTC: \d+ songs on the air, no violation\.\n$/);
  });

  it('finds exactly a violation injected into the month, through a station id, an ad and a song never played', async () => {
    const [channel] = curated;
    const { listener_key: listener } = await t.db.selectFrom('plays').select('listener_key').where('channel_id', '=', channel).executeTakeFirstOrThrow();
    const { album_id: album } = await t.db
      .selectFrom('tracks')
      .select('album_id')
      .where('kind', '=', 'song')
      .groupBy('album_id')
      .having((eb) => eb.fn.countAll(), '>=', 3)
      .orderBy('album_id')
      .executeTakeFirstOrThrow();
    const [a1, a2, a3] = await t.db.selectFrom('tracks').select(['id', 'artist_id']).where('album_id', '=', album).orderBy('id').limit(3).execute();
    const other = await t.db.selectFrom('tracks').select('id').where('kind', '=', 'song').where('artist_id', '!=', a1.artist_id).executeTakeFirstOrThrow();
    const [sweeper, ad] = await Promise.all(
      (['sweeper', 'ad'] as const).map((kind) => t.db.selectFrom('tracks').select('id').where('kind', '=', kind).executeTakeFirstOrThrow()),
    );
    // At 03:00 on the 20th: the listener's sessions end and start more than three hours either side.
    const start = MONTH_START + 19 * DAY + 3 * HOUR;
    const play = (trackId: string, minutes: number, ms: number, skipped = 0, listenerKey = listener) => ({
      listener_key: listenerKey, user_id: null, channel_id: channel, track_id: trackId, served_at: start + minutes * MINUTE, ms_played: ms, skipped,
    });
    const heard = [play(a1.id, 0, 200_000), play(a2.id, 5, 200_000), play(a3.id, 10, 4_000, 1)];
    await t.db
      .insertInto('plays')
      .values([
        heard[0],
        play(sweeper.id, 4, 5_000),
        // Sent ahead and dropped by a reload: it parts nothing on the air.
        play(other.id, 4.1, 0),
        heard[1],
        play(ad.id, 9, 30_000),
        // The third in a row, skipped a few seconds in: it went on the air.
        heard[2],
        // Served after and never played: not a fourth from the album.
        play(a1.id, 14, 0),
        // A public stream's connection: what it heard is its station's.
        ...[a1, a2, a3, a1].map((track, i) => play(track.id, i * 4, 200_000, 0, 'stream:0123456789abcdef')),
      ])
      .execute();
    const expected = [{ rule: 'album-in-row', listenerKey: listener, channelId: channel, plays: heard.map((p) => [p.track_id, p.served_at]) }];
    const found = async (range: { from: number; to: number }) =>
      (await auditComplement(t.db, range)).violations.map(({ rule, listenerKey, channelId, plays }) => ({
        rule, listenerKey, channelId, plays: plays.map((p) => [p.track_id, p.served_at]),
      }));
    expect(await found(month)).toEqual(expected);
    const outcome = await monthReport();
    expect(outcome.exitCode).toBe(1);
    expect(outcome.stdout).toContain(`1 violation.\n\nlistener ${listener} on channel ${channel}: more than 2 songs in a row from one album\n`);
    // A range starting between the second and third still finds it; one starting after the third does not.
    expect(await found({ from: start + 7 * MINUTE, to: start + HOUR })).toEqual(expected);
    expect(await found({ from: start + 11 * MINUTE, to: start + HOUR })).toEqual([]);
  });
});
