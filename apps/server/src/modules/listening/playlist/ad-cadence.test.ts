import { type Playlist, type PlaylistItem, endpointUrl, CHANNEL_ENDPOINTS, LISTENING_ENDPOINTS } from '@earshot/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seeded } from '../../../test/catalogs';
import { signedUpVisitor } from '../../../test/accounts';
import { FakeClock, type TestApp, Visitor, createTestApp } from '../../../test/app';
import { DIALECTS } from '../../../test/db';
import { DEFAULT_POLICY } from './policy';

const SECOND = 1000;
/** As the web player (apps/web/src/features/player/engine.ts REFILL_LEAD_SECONDS): it asks for more this close to the end of its last item. */
const REFILL_LEAD_MS = 30 * SECOND;

type Action = 'skip' | 'switch' | 'reload' | 'ban';

interface Served {
  item: PlaylistItem;
  channel: string;
}

/**
 * A listener as the web player talks to the server: a queue filled by playlist calls that carry the
 * item on and its playhead, a call for more near the end of the last queued item, a report for every
 * item left (played, or skipped), and at random moments a skip, a switch of channel, a reload (the
 * Five-Star filters changed) or a ban and its reload. It counts what it actually heard.
 */
class SimulatedListener {
  /** Each item with the channel the server says it played it on (a listener's own copy once they ban). */
  private queue: Served[] = [];
  private current: PlaylistItem | null = null;
  private servedOn = '';
  private position = 0;
  private askedForMore = false;
  private channel: string;
  heardMusicMs = 0;
  adsHeard = 0;
  songsStarted = 0;
  sweepersHeard = 0;

  constructor(
    private readonly visitor: Visitor,
    private readonly clock: FakeClock,
    private readonly channels: string[],
    private readonly random: () => number,
  ) {
    this.channel = channels[0];
  }

  private async fetch(playing?: { t: string; ms: number }): Promise<void> {
    const query = playing ? `?t=${playing.t}&ms=${Math.round(playing.ms)}` : '';
    const res = await this.visitor.get(`/c/m/json/playlist/${this.channel}/${query}`);
    expect(res.statusCode, res.body).toBe(200);
    const playlist = res.json() as Playlist;
    this.queue.push(...playlist.items.map((item) => ({ item, channel: playlist.channel._id.$oid })));
  }

  private begin(): void {
    const next = this.queue.shift();
    this.current = next?.item ?? null;
    this.servedOn = next?.channel ?? '';
    this.position = 0;
    this.askedForMore = false;
    if (this.current?.type === 'ad') this.adsHeard++;
    if (this.current?.type === 'song') this.songsStarted++;
    if (this.current?.type === 'sweeper') this.sweepersHeard++;
  }

  private playhead(): { t: string; ms: number } | undefined {
    return this.current ? { t: this.current._id.$oid, ms: this.position } : undefined;
  }

  private async report(item: PlaylistItem, channel: string, ms: number, skipped: boolean): Promise<void> {
    if (item.type === 'song') this.heardMusicMs += ms;
    const res = await this.visitor.post(skipped ? LISTENING_ENDPOINTS.skip.path : '/c/m/json/played/', { t: item._id.$oid, c: channel, ms: Math.round(ms) });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** Reports the item on as left at its playhead; returns that playhead for the next call. */
  private async leave(skipped = false): Promise<{ t: string; ms: number } | undefined> {
    const left = this.playhead();
    if (this.current) await this.report(this.current, this.servedOn, this.position, skipped);
    this.current = null;
    return left;
  }

  private async next(left?: { t: string; ms: number }): Promise<void> {
    if (this.queue.length === 0) await this.fetch(left);
    this.begin();
  }

  /** Plays the current item on for `ms` of the clock, asking for more and moving on as the player does. */
  private async playFor(ms: number): Promise<void> {
    let remaining = ms;
    while (remaining > 0 && this.current) {
      const lengthMs = this.current.duration * 1000;
      const askAt = lengthMs - REFILL_LEAD_MS;
      const step = Math.min(remaining, lengthMs - this.position, !this.askedForMore && this.position < askAt ? askAt - this.position : Infinity);
      this.position += step;
      this.clock.advance(step);
      remaining -= step;
      if (!this.askedForMore && this.queue.length === 0 && this.position >= askAt) {
        this.askedForMore = true;
        await this.fetch({ t: this.current._id.$oid, ms: this.position });
      }
      if (this.position >= lengthMs) await this.next(await this.leave());
    }
  }

  private async act(action: Action): Promise<void> {
    if (action === 'skip' && this.current?.type === 'song') {
      await this.next(await this.leave(true));
    } else if (action === 'switch') {
      const [leaving, from, left] = [this.current, this.servedOn, this.playhead()];
      this.channel = this.channels[(this.channels.indexOf(this.channel) + 1) % this.channels.length];
      this.queue = [];
      await this.fetch(left);
      // The player reports the item it left once the new channel plays.
      if (leaving) await this.report(leaving, from, this.position, false);
      this.begin();
    } else if ((action === 'reload' || action === 'ban') && this.current) {
      if (action === 'ban' && this.current.type === 'song') {
        const res = await this.visitor.post(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: this.channel, action: 'remove_track' } }), { o: this.current._id.$oid, w: 1 });
        expect(res.statusCode, res.body).toBe(200);
      }
      const left = await this.leave();
      this.queue = [];
      await this.fetch(left);
      this.begin();
    }
  }

  /** Listens for `ms` of the clock, doing one of `actions` every `meanGapMs` on average. */
  async listen(ms: number, actions: Action[], meanGapMs: number): Promise<void> {
    await this.fetch();
    this.begin();
    const end = this.clock.now() + ms;
    while (this.clock.now() < end) {
      const gap = Math.min(end - this.clock.now(), Math.ceil(-Math.log(1 - this.random()) * meanGapMs));
      await this.playFor(gap);
      if (this.clock.now() < end) await this.act(actions[Math.floor(this.random() * actions.length)]);
    }
  }
}

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
    ['a visitor', false, ['switch', 'reload'] as Action[], 240 * SECOND],
    ['a logged-in listener', true, ['skip', 'skip', 'switch', 'reload', 'ban'] as Action[], 90 * SECOND],
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
