import { CSRF_HEADER, LISTENING_ENDPOINTS, MY_CHANNELS_ENDPOINTS } from '@earshot/contract';
import type { Session } from '../capacity-sessions';
import type { LoadClient } from './load-client';
import type { TimerWheel } from './timer-wheel';

/** 128 kbps: the bytes of one second of audio. */
export const BYTES_PER_SECOND = 16_000;
/** Each Range request asks for this much audio, as a player's buffer fills in steps. */
export const CHUNK_SECONDS = 4;
/** The next chunk is asked for when this much audio is left in the buffer. */
const AHEAD_SECONDS = 8;
const SKIP_SHARE = 0.3;
const RATE_SHARE = 0.1;
const FAVORITE_SHARE = 0.03;
/** A listener whose playlist call failed asks again after this. */
const RETRY_MS = 1000;

/** What every simulated listener adds to; the capacity bench empties it at each step and window. */
export class Tally {
  /** Latency of answered API calls, ms. */
  apiMs: number[] = [];
  audioMs: number[] = [];
  failed = 0;
  /** Listeners whose audio ran out before the next chunk arrived. */
  starved = new Set<number>();
  audioBytes = 0;

  /** API calls count from a step's first arrival: arrivals are part of the load. */
  startStep(): void {
    this.apiMs = [];
    this.failed = 0;
  }

  startWindow(): void {
    this.audioMs = [];
    this.starved.clear();
    this.audioBytes = 0;
  }
}

export interface ListenerWorld {
  wheel: TimerWheel;
  client: Pick<LoadClient, 'request'>;
  tally: Tally;
  now: () => number;
  stopped: () => boolean;
}

interface Item { type: string; url: string; duration: number; _id: { $oid: string } }
type Call = ['GET' | 'POST', string, Record<string, string>?];

/**
 * One listener as the player behaves, as a state machine woken by the shared wheel or by a
 * response: fetches a playlist, streams each item at real-time pace by Range requests (a few
 * seconds ahead of the playhead), reports what it played, skips some songs, and (logged in) rates
 * or favorites now and then, until the world stops.
 */
export class Listener {
  private readonly apiHeaders: Record<string, string>;
  private readonly formHeaders: Record<string, string>;
  private items: Item[] = [];
  private next = 0;
  private item: Item | null = null;
  private seconds = 0;
  private skip = false;
  private bytes = 0;
  private playStart: number | null = null;

  constructor(
    readonly id: number,
    private readonly channelId: string,
    private readonly session: Session,
    private readonly world: ListenerWorld,
  ) {
    this.apiHeaders = { cookie: session.cookie, [CSRF_HEADER]: session.csrf, 'x-forwarded-for': session.ip, 'accept-encoding': 'gzip, br' };
    this.formHeaders = { ...this.apiHeaders, 'content-type': 'application/x-www-form-urlencoded' };
  }

  start(): void {
    this.fetchPlaylist();
  }

  private fetchPlaylist(): void {
    if (this.world.stopped()) return;
    this.api(['GET', `/c/m/json/playlist/${this.channelId}/`], (body) => {
      const items = body ? (JSON.parse(body.toString()) as { items: Item[] }).items : [];
      if (items.length === 0) return this.world.wheel.at(this.world.now() + RETRY_MS, () => this.fetchPlaylist());
      this.items = items;
      this.next = 0;
      this.startItem();
    });
  }

  private startItem(): void {
    if (this.world.stopped()) return;
    const item = this.items[this.next++];
    if (!item) {
      this.fetchPlaylist();
      return;
    }
    this.item = item;
    this.skip = item.type === 'song' && Math.random() < SKIP_SHARE;
    this.seconds = this.skip ? 5 + Math.random() * 20 : item.duration;
    this.bytes = 0;
    this.playStart = null;
    this.fetchChunk();
  }

  private get fetchedSeconds(): number {
    return this.bytes / BYTES_PER_SECOND;
  }

  private fetchChunk(): void {
    if (this.world.stopped() || !this.item) return;
    const { tally, now } = this.world;
    const at = now();
    const range = `bytes=${this.bytes}-${this.bytes + CHUNK_SECONDS * BYTES_PER_SECOND - 1}`;
    this.world.client.request('GET', this.item.url, { range }, undefined, false, (status, got) => {
      const arrived = now();
      const ok = status === 206 || status === 416;
      if (ok) tally.audioMs.push(arrived - at);
      else tally.failed++;
      tally.audioBytes += got;
      if (status !== 206 || got === 0) return this.playOut(Math.min(this.fetchedSeconds, this.seconds));
      if (this.playStart === null) this.playStart = arrived;
      else if (arrived > this.playStart + this.fetchedSeconds * 1000) tally.starved.add(this.id);
      this.bytes += got;
      if (this.fetchedSeconds < this.seconds) this.after(this.playStart + (this.fetchedSeconds - AHEAD_SECONDS) * 1000, () => this.fetchChunk());
      else this.playOut(this.seconds);
    });
  }

  /** No more audio to fetch: the item ends when what is buffered (up to `seconds`) has played. */
  private playOut(seconds: number): void {
    this.seconds = seconds;
    this.after((this.playStart ?? this.world.now()) + seconds * 1000, () => this.endItem());
  }

  /** The item played out (or was skipped, or its audio ended early): report it, then maybe rate and favorite, then the next. */
  private endItem(): void {
    if (this.world.stopped() || !this.item) return;
    const played = Math.min(this.fetchedSeconds, this.seconds);
    const track = this.item._id.$oid;
    const form = { c: this.channelId, t: track, ms: String(Math.round(played * 1000)) };
    const calls: Call[] = [['POST', this.skip && this.session.loggedIn ? LISTENING_ENDPOINTS.skip.path : LISTENING_ENDPOINTS.played.path, form]];
    if (this.session.loggedIn && this.item.type === 'song' && Math.random() < RATE_SHARE) {
      calls.push(['POST', LISTENING_ENDPOINTS.rate.path, { t: track, v: String(1 + Math.floor(Math.random() * 5)), c: this.channelId }]);
    }
    if (this.session.loggedIn && Math.random() < FAVORITE_SHARE) calls.push(['POST', MY_CHANNELS_ENDPOINTS.addFavorite.path, { c: this.channelId }]);
    this.item = null;
    this.inTurn(calls, () => this.startItem());
  }

  private inTurn(calls: Call[], then: () => void): void {
    const [call, ...rest] = calls;
    if (!call) {
      then();
      return;
    }
    this.api(call, () => this.inTurn(rest, then));
  }

  /** Runs `fn` now if `atMs` has come, else at the wheel's tick. */
  private after(atMs: number, fn: () => void): void {
    if (atMs <= this.world.now()) fn();
    else this.world.wheel.at(atMs, fn);
  }

  /** One API call, timed; `then` gets a GET's body when it was answered 200. */
  private api([method, path, form]: Call, then: (body: Buffer | null) => void): void {
    const { tally, now } = this.world;
    const at = now();
    const headers = form ? this.formHeaders : this.apiHeaders;
    this.world.client.request(method, path, headers, form ? new URLSearchParams(form).toString() : undefined, method === 'GET', (status, _bytes, body) => {
      if (status === 200) tally.apiMs.push(now() - at);
      else tally.failed++;
      then(status === 200 ? body : null);
    });
  }
}
