import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Chunker } from './chunker';
import { ICY_NO_CHANGE } from './icy';
import { fakeSocket, listSchedule, onAir } from './test-support';
import { type StreamListener, Transmitter } from './transmitter';

const options = { chunkMs: 1000, burstChunks: 4, maxQueuedBytes: 128_000 };

/** A transmitter over one long item ('a', 100 s), with the fake clock that drives it. */
function transmitter(extra: { idle?: () => void } = {}) {
  const schedule = listSchedule([onAir('a', 1_600_000)]);
  return new Transmitter(new Chunker(schedule, 16_000, 16), { ...options, clock: Date.now, ...extra });
}

/** Lets the transmitter's awaited reads settle after the clock moves. */
async function advance(ms: number) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe('a transmitter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends a burst of four seconds on connect, then a second of audio each second', async () => {
    const t = transmitter();
    expect(await t.start()).toBe(true);
    const socket = fakeSocket();
    t.add({ socket, icy: false });
    expect(socket.bytes().length).toBe(64_000);
    await advance(999);
    expect(socket.bytes().length).toBe(64_000);
    await advance(1);
    expect(socket.bytes().length).toBe(80_000);
    await advance(10_000);
    expect(socket.bytes().length).toBe(240_000);
    t.stop();
  });

  it('gives a listener who joins later the last four seconds, the same bytes the first one got', async () => {
    const t = transmitter();
    await t.start();
    const first = fakeSocket();
    t.add({ socket: first, icy: false });
    await advance(6000);
    const later = fakeSocket();
    t.add({ socket: later, icy: false });
    await advance(2000);
    expect(later.bytes().length).toBe(96_000);
    expect(later.bytes().equals(first.bytes().subarray(first.bytes().length - 96_000))).toBe(true);
    t.stop();
  });

  it('follows each chunk with a metadata block for an ICY listener: the title when it changes, else one zero byte', async () => {
    const t = transmitter();
    await t.start();
    const socket = fakeSocket();
    t.add({ socket, icy: true });
    await advance(1000);
    const blocks = socket.sent.filter((_, i) => i % 2 === 1);
    expect(blocks[0].toString()).toBe('a');
    expect(blocks.slice(1).every((b) => b === ICY_NO_CHANGE)).toBe(true);
    expect(socket.sent.filter((_, i) => i % 2 === 0).every((chunk) => chunk.length === 16_000)).toBe(true);
    t.stop();
  });

  it('drops a listener that falls too far behind, and the others go on', async () => {
    const idle = vi.fn();
    const t = transmitter({ idle });
    await t.start();
    const slow = fakeSocket();
    const normal = fakeSocket();
    const left = vi.fn();
    t.add({ socket: slow, icy: false, left } satisfies StreamListener);
    t.add({ socket: normal, icy: false });
    slow.unsent = 128_001;
    await advance(3000);
    expect(slow.destroyed).toBe(true);
    expect(left).toHaveBeenCalledWith('behind');
    expect(normal.bytes().length).toBe(112_000);
    expect(t.listenerCount).toBe(1);
    expect(idle).not.toHaveBeenCalled();
    t.stop();
  });

  it('ends every stream cleanly when stopped, and tells its owner it is idle', async () => {
    const idle = vi.fn();
    const t = transmitter({ idle });
    await t.start();
    const socket = fakeSocket();
    t.add({ socket, icy: false });
    t.stop();
    expect(socket.ended).toBe(true);
    expect(idle).toHaveBeenCalled();
    await advance(5000);
    expect(socket.bytes().length).toBe(64_000);
  });

  it('stops when its schedule runs out, after sending what there was', async () => {
    const schedule = listSchedule([onAir('short', 100_000)]);
    const t = new Transmitter(new Chunker(schedule, 16_000, 16), options);
    await t.start();
    const socket = fakeSocket();
    t.add({ socket, icy: false });
    await advance(10_000);
    expect(socket.bytes().length).toBe(100_000);
    expect(socket.ended).toBe(true);
  });

  it('does not start on an empty schedule', async () => {
    const t = new Transmitter(new Chunker(listSchedule([]), 16_000, 16), options);
    expect(await t.start()).toBe(false);
  });
});
