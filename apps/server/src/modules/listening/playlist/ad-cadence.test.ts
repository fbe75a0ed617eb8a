import { type Playlist, type PlaylistItem, LISTENING_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seeded } from '../../../test/catalogs';
import { signedUpVisitor } from '../../../test/accounts';
import { FakeClock, type TestApp, Visitor, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { type PlayerAction, SimulatedListener } from '../../../test/web-player';
import { DEFAULT_POLICY } from './policy';

const SECOND = 1000;

describe.each(DIALECTS)('ad breaks and station ids follow what was heard, on %s', (dialect) => {
  let t: TestApp;
  let clock: FakeClock;
  let channels: string[];
  beforeAll(async () => {
    clock = new FakeClock();
    t = await createTestApp(dialect, { clock: clock.now });
    channels = (await t.db.selectFrom('channels').select('id').where('five_star', '=', 0).where('owner_user_id', 'is', null).orderBy('oldid').limit(3).execute()).map((c) => c.id);
  });
  afterAll(() => t.close());

  const playlistOf = async (visitor: Visitor, channel: string, query = '') => {
    const res = await visitor.get(`/c/m/json/playlist/${channel}/${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as Playlist).items;
  };

  it('gives no ad to a new listener who asks twice without hearing anything', async () => {
    const visitor = new Visitor(t.app);
    expect((await playlistOf(visitor, channels[0])).some((i) => i.type === 'ad')).toBe(false);
    expect((await playlistOf(visitor, channels[0])).some((i) => i.type === 'ad')).toBe(false);
  });

  it('gives no ad to a listener who skips four songs in ten seconds', async () => {
    const { visitor } = await signedUpVisitor(t.app);
    let items = await playlistOf(visitor, channels[0]);
    for (let skip = 0; skip < 4; skip++) {
      const song = items.shift() as PlaylistItem;
      clock.advance(2500);
      expect((await visitor.post(LISTENING_ENDPOINTS.skip.path, { t: song._id.$oid, c: channels[0], ms: 2500 })).statusCode).toBe(200);
      if (items.length === 0) items = await playlistOf(visitor, channels[0], `?t=${song._id.$oid}&ms=2500`);
      expect(items[0].type).not.toBe('ad');
    }
  });

  it('gives no ad to a listener switching channels every 3 seconds until the cadence of music is heard', async () => {
    const visitor = new Visitor(t.app);
    let playing = (await playlistOf(visitor, channels[0]))[0];
    let on = channels[0];
    let heard = 0;
    while (heard + 3 * SECOND < DEFAULT_POLICY.adBreakAfterMusicMs.anonymous) {
      clock.advance(3 * SECOND);
      heard += 3 * SECOND;
      const next = on === channels[0] ? channels[1] : channels[0];
      const items = await playlistOf(visitor, next, `?t=${playing._id.$oid}&ms=3000`);
      expect(items[0].type, `after ${heard / SECOND} s of music`).not.toBe('ad');
      await visitor.post('/c/m/json/played/', { t: playing._id.$oid, c: on, ms: 3000 });
      [playing, on] = [items[0], next];
    }
  });

  it.each([
    ['a visitor', false, ['switch', 'reload'] as PlayerAction[], 240 * SECOND],
    ['a logged-in listener', true, ['skip', 'skip', 'switch', 'reload', 'ban'] as PlayerAction[], 90 * SECOND],
  ])('play %s who skips, switches, reloads and bans at random for two hours one break per cadence of music heard, give or take one', async (_, loggedIn, actions, meanGapMs) => {
    for (const seed of [1, 2]) {
      const visitor = loggedIn ? (await signedUpVisitor(t.app)).visitor : new Visitor(t.app);
      const listener = new SimulatedListener(visitor, clock, channels, seeded(seed));
      await listener.listen(2 * 3600 * SECOND, actions, meanGapMs);
      const cadence = loggedIn ? DEFAULT_POLICY.adBreakAfterMusicMs.loggedIn : DEFAULT_POLICY.adBreakAfterMusicMs.anonymous;
      const due = Math.floor(listener.heardMusicMs / cadence);
      expect(due, 'the listener heard enough music for several breaks').toBeGreaterThanOrEqual(3);
      expect(Math.abs(listener.adsHeard - due), `heard ${listener.adsHeard} breaks for ${Math.round(listener.heardMusicMs / 60_000)} min of music`).toBeLessThanOrEqual(1);
      // Station ids too follow what was heard: never more than one per few songs started, none for songs dropped unheard.
      const ids = Math.floor(listener.songsStarted / DEFAULT_POLICY.songsPerSweeper);
      expect(listener.sweepersHeard, `${listener.sweepersHeard} station ids for ${listener.songsStarted} songs`).toBeLessThanOrEqual(ids + 1);
      expect(listener.sweepersHeard).toBeGreaterThanOrEqual(ids - channels.length - 1);
      // Three hours apart: the next listener starts with a clean window.
      clock.advance(3 * 3600 * SECOND);
    }
  });
});
