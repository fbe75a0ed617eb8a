import { type Playlist, type PlaylistItem, endpointUrl, CHANNEL_ENDPOINTS, LISTENING_ENDPOINTS } from '@earshot/contract';
import { expect } from 'vitest';
import type { FakeClock, Visitor } from './app';

const SECOND = 1000;
/** As the web player (apps/web/src/features/player/engine.ts REFILL_LEAD_SECONDS): it asks for more this close to the end of its last item. */
const REFILL_LEAD_MS = 30 * SECOND;

export type PlayerAction = 'skip' | 'switch' | 'reload' | 'ban' | 'ban-artist';

interface Served {
  item: PlaylistItem;
  channel: string;
}

/**
 * A listener as the web player talks to the server: a queue filled by playlist calls that carry the
 * item on and its playhead, a call for more near the end of the last queued item, a report for every
 * item left (played, or skipped), and at random moments a skip, a switch of channel, a reload (the
 * Five-Star filters changed) or a ban (of a song or its artist) and its reload. It counts what it
 * actually heard.
 */
export class SimulatedListener {
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

  private async act(action: PlayerAction): Promise<void> {
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
    } else if (action !== 'skip' && this.current) {
      if (action !== 'reload' && this.current.type === 'song') await this.ban(action, this.current);
      const left = await this.leave();
      this.queue = [];
      await this.fetch(left);
      this.begin();
    }
  }

  /** Bans the song on (or its artist) from the channel, as the ban dialog does: the player then reloads. */
  private async ban(action: 'ban' | 'ban-artist', song: PlaylistItem): Promise<void> {
    const [edit, form] = action === 'ban' ? (['remove_track', { o: song._id.$oid }] as const) : (['remove_artist', { t: song.artist_id }] as const);
    const res = await this.visitor.post(endpointUrl(CHANNEL_ENDPOINTS.edit, { params: { id: this.channel, action: edit } }), { ...form, w: 1 });
    expect(res.statusCode, res.body).toBe(200);
  }

  /** Listens for `ms` of the clock, doing one of `actions` every `meanGapMs` on average. */
  async listen(ms: number, actions: PlayerAction[], meanGapMs: number): Promise<void> {
    await this.fetch();
    this.begin();
    const end = this.clock.now() + ms;
    while (this.clock.now() < end) {
      const gap = Math.min(end - this.clock.now(), Math.ceil(-Math.log(1 - this.random()) * meanGapMs));
      await this.playFor(gap);
      if (this.clock.now() < end) await this.act(actions[Math.floor(this.random() * actions.length)]);
    }
  }

  /** Leaves the page: the player reports the item on, and what it had queued is never played. */
  async close(): Promise<void> {
    await this.leave();
    this.queue = [];
  }
}
