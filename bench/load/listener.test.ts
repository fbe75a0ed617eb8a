import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BYTES_PER_SECOND, CHUNK_SECONDS, Listener, Tally } from './listener';
import type { Done } from './load-client';
import { TimerWheel } from './timer-wheel';

const SONG = { type: 'song', url: '/audio/1.mp3', duration: 30, _id: { $oid: 't1' } };

/** A server answering from memory: a one-song playlist, and every Range request with a full chunk, when `answer()` is called. */
function world() {
  let now = 0;
  let stopped = false;
  const sent: { method: string; path: string; range?: string; body?: string }[] = [];
  const pending: (() => void)[] = [];
  const client = {
    request(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body: string | undefined, _keep: boolean, done: Done) {
      sent.push({ method, path, range: headers.range, body });
      if (path.startsWith('/audio/')) pending.push(() => done(206, CHUNK_SECONDS * BYTES_PER_SECOND, null));
      else if (method === 'GET') pending.push(() => done(200, 0, Buffer.from(JSON.stringify({ items: [SONG] }))));
      else pending.push(() => done(200, 0, null));
    },
  };
  const wheel = new TimerWheel(50, () => now);
  const tally = new Tally();
  const answer = () => {
    while (pending.length > 0) pending.shift()?.();
  };
  /** Advances the clock tick by tick, the server answering at once unless `slow`. */
  const runFor = (ms: number, slow = false) => {
    for (let t = 0; t < ms; t += 50) {
      now += 50;
      wheel.tick();
      if (!slow) answer();
    }
  };
  const listener = new Listener(7, 'c1', { cookie: 'sid=1', csrf: 'x', ip: '10.0.0.7', loggedIn: false }, { wheel, client, tally, now: () => now, stopped: () => stopped });
  return { listener, sent, tally, answer, runFor, stop: () => { stopped = true; }, audio: () => sent.filter((r) => r.path === SONG.url) };
}

describe('Listener', () => {
  beforeEach(() => {
    // No skips, ratings or favorites: the song plays to its end.
    vi.spyOn(Math, 'random').mockReturnValue(0.5);
  });
  afterEach(() => vi.restoreAllMocks());

  it('buffers a few seconds ahead, then fetches a chunk as the playhead advances, at real-time pace', () => {
    const w = world();
    w.listener.start();
    w.answer();
    expect(w.audio().map((r) => r.range)).toEqual(['bytes=0-63999', 'bytes=64000-127999', 'bytes=128000-191999']);
    w.runFor(10_000);
    // Chunks 4 and 5 were due when 8 s were left in the buffer: at 4 s and at 8 s of playback.
    expect(w.audio()).toHaveLength(5);
    expect(w.tally.audioMs).toHaveLength(5);
  });

  it('reports the song as played when it has played out, then asks for the next playlist', () => {
    const w = world();
    w.listener.start();
    w.answer();
    w.runFor(29_900);
    expect(w.sent.filter((r) => r.method === 'POST')).toEqual([]);
    w.runFor(200);
    const played = w.sent.filter((r) => r.method === 'POST');
    expect(played).toEqual([{ method: 'POST', path: '/c/m/json/played/', range: undefined, body: 'c=c1&t=t1&ms=30000' }]);
    const after = w.sent.slice(w.sent.findIndex((r) => r.method === 'POST') + 1);
    expect(after[0]).toMatchObject({ method: 'GET', path: '/c/m/json/playlist/c1/' });
    expect(w.tally.starved.size).toBe(0);
    expect(w.tally.failed).toBe(0);
  });

  it('counts the listener as starved when a chunk arrives after its buffer ran dry', () => {
    const w = world();
    w.listener.start();
    w.answer();
    w.runFor(13_000, true);
    w.answer();
    expect([...w.tally.starved]).toEqual([7]);
  });

  it('stops asking once the world stops', () => {
    const w = world();
    w.listener.start();
    w.answer();
    w.stop();
    const before = w.sent.length;
    w.runFor(60_000);
    expect(w.sent).toHaveLength(before);
  });
});
