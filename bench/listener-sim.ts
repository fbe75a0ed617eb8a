import http from 'node:http';
import { CSRF_HEADER, LISTENING_PATHS, MY_CHANNELS_PATHS } from '@earshot/contract';

/** 128 kbps: the bytes of one second of audio. */
const BYTES_PER_SECOND = 16_000;
/** Each Range request asks for this much audio, as a player's buffer fills in steps. */
const CHUNK_SECONDS = 4;
/** The next chunk is asked for when this much audio is left in the buffer. */
const AHEAD_SECONDS = 8;
const SKIP_SHARE = 0.3;
const RATE_SHARE = 0.1;
const FAVORITE_SHARE = 0.03;

export interface Sample {
  /** When the request was sent (performance.now()), to keep only a step's window. */
  at: number;
  ms: number;
  ok: boolean;
}

/** What every simulated listener adds to. */
export interface Tally {
  api: Sample[];
  audio: Sample[];
  /** Listeners whose audio ran out before the next chunk arrived. */
  starved: Set<number>;
  bytes: number;
}

interface Item { type: string; url: string; duration: number; _id: { $oid: string } }

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/**
 * One listener as the player behaves: fetches a playlist, streams each item at real-time pace by
 * Range requests, reports what it played, skips some songs, and (logged in) rates or favorites now
 * and then. Runs until `stopped()`.
 */
export class SimListener {
  private readonly agent = new http.Agent({ keepAlive: true, maxSockets: 2 });
  private readonly headers: Record<string, string>;
  private readonly loggedIn: boolean;

  constructor(
    readonly id: number,
    private readonly origin: URL,
    private readonly channelId: string,
    private readonly tally: Tally,
    session: { cookie: string; csrf: string; ip: string; loggedIn: boolean },
  ) {
    this.headers = { cookie: session.cookie, [CSRF_HEADER]: session.csrf, 'x-forwarded-for': session.ip, 'accept-encoding': 'gzip, br' };
    this.loggedIn = session.loggedIn;
  }

  async run(stopped: () => boolean): Promise<void> {
    while (!stopped()) {
      const playlist = await this.api<{ items: Item[] }>('GET', `/c/m/json/playlist/${this.channelId}/`);
      if (!playlist) {
        await wait(1000);
        continue;
      }
      for (const item of playlist.items) {
        if (stopped()) break;
        const skip = item.type === 'song' && Math.random() < SKIP_SHARE;
        const seconds = skip ? 5 + Math.random() * 20 : item.duration;
        const played = await this.play(item.url, seconds, stopped);
        const form = { c: this.channelId, t: item._id.$oid, ms: String(Math.round(played * 1000)) };
        if (skip && this.loggedIn) await this.api('POST', LISTENING_PATHS.skip, form);
        else await this.api('POST', '/c/m/json/played/', form);
        if (this.loggedIn && item.type === 'song' && Math.random() < RATE_SHARE) {
          await this.api('POST', LISTENING_PATHS.rating, { t: item._id.$oid, v: String(1 + Math.floor(Math.random() * 5)), c: this.channelId });
        }
        if (this.loggedIn && Math.random() < FAVORITE_SHARE) await this.api('POST', MY_CHANNELS_PATHS.addFavorite, { c: this.channelId });
      }
    }
    this.agent.destroy();
  }

  /** Streams `seconds` of an item; returns the seconds played. Playback starts when the first chunk arrives. */
  private async play(url: string, seconds: number, stopped: () => boolean): Promise<number> {
    let playStart: number | null = null;
    let fetched = 0;
    while (fetched < seconds && !stopped()) {
      if (playStart !== null) await wait(playStart + (fetched - AHEAD_SECONDS) * 1000 - performance.now());
      const from = fetched * BYTES_PER_SECOND;
      const got = await this.audio(url, from, from + CHUNK_SECONDS * BYTES_PER_SECOND - 1);
      if (got === 0) return fetched;
      const arrived = performance.now();
      if (playStart === null) playStart = arrived;
      else if (arrived > playStart + fetched * 1000) this.tally.starved.add(this.id);
      fetched += got / BYTES_PER_SECOND;
    }
    if (playStart !== null) await wait(playStart + Math.min(fetched, seconds) * 1000 - performance.now());
    return Math.min(fetched, seconds);
  }

  private request(method: string, path: string, headers: Record<string, string>, body?: string): Promise<{ status: number; body: Buffer }> {
    return new Promise((resolve) => {
      const req = http.request({ host: this.origin.hostname, port: this.origin.port, method, path, agent: this.agent, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }));
        res.on('error', () => resolve({ status: 0, body: Buffer.alloc(0) }));
      });
      req.setTimeout(10_000, () => req.destroy());
      req.on('error', () => resolve({ status: 0, body: Buffer.alloc(0) }));
      req.end(body);
    });
  }

  private async api<T>(method: 'GET' | 'POST', path: string, form?: Record<string, string>): Promise<T | null> {
    const at = performance.now();
    const headers = form ? { ...this.headers, 'content-type': 'application/x-www-form-urlencoded' } : this.headers;
    const res = await this.request(method, path, headers, form ? new URLSearchParams(form).toString() : undefined);
    const ok = res.status === 200;
    this.tally.api.push({ at, ms: performance.now() - at, ok });
    if (!ok || method !== 'GET') return null;
    return JSON.parse(res.body.toString()) as T;
  }

  /** One Range request; the bytes received (0 past the end or on failure). */
  private async audio(url: string, from: number, to: number): Promise<number> {
    const at = performance.now();
    const res = await this.request('GET', url, { range: `bytes=${from}-${to}` });
    const ok = res.status === 206 || res.status === 416;
    this.tally.audio.push({ at, ms: performance.now() - at, ok });
    this.tally.bytes += res.body.length;
    return res.status === 206 ? res.body.length : 0;
  }
}
