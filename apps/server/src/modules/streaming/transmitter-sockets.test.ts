import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { Chunker } from './chunker';
import { TRANSMISSION } from './format';
import { listSchedule, onAir } from './test-support';
import { Transmitter } from './transmitter';

/** Ten milliseconds per second of audio: 1.6 MB/s, so a reader that does not keep up backs up within seconds. */
const CHUNK_MS = 10;

/** A TCP server handing each connection to `transmitter`; `dropped` settles when it drops one for falling behind. */
async function serve(transmitter: Transmitter): Promise<{ port: number; server: net.Server; dropped: Promise<number> }> {
  let drop: (at: number) => void = () => {};
  const dropped = new Promise<number>((resolve) => (drop = resolve));
  const server = net.createServer((socket) => {
    const listener = { socket, icy: false, left: (reason: string) => reason === 'behind' && drop(Date.now()) };
    socket.on('error', () => {});
    socket.once('close', () => transmitter.remove(listener));
    transmitter.add(listener);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { port: (server.address() as net.AddressInfo).port, server, dropped };
}

describe('a transmitter on real sockets', () => {
  const cleanup: (() => void)[] = [];
  afterEach(() => {
    for (const undo of cleanup.splice(0)) undo();
  });

  it('keeps a normal listener on time beside one that reads 1 KB a second, and drops the slow one', async () => {
    // An hour of audio from memory: no disk or encoder in the way.
    const transmitter = new Transmitter(new Chunker(listSchedule([onAir('long', 3600 * 16_000)]), 16_000, 16), { ...TRANSMISSION, chunkMs: CHUNK_MS });
    await transmitter.start();
    const { port, server, dropped: slowDropped } = await serve(transmitter);
    cleanup.push(() => {
      transmitter.stop();
      server.close();
    });

    const slow = net.connect(port, '127.0.0.1');
    slow.pause();
    const drip = setInterval(() => slow.read(1024), 1000);
    cleanup.push(() => {
      clearInterval(drip);
      slow.destroy();
    });

    const normal = net.connect(port, '127.0.0.1');
    let received = 0;
    const arrivals: number[] = [];
    normal.on('data', (d: Buffer) => {
      received += d.length;
      arrivals.push(Date.now());
    });
    cleanup.push(() => normal.destroy());

    const started = Date.now();
    let giveUp: NodeJS.Timeout | undefined;
    const dropped = await Promise.race([slowDropped, new Promise<null>((r) => (giveUp = setTimeout(() => r(null), 25_000)))]);
    clearTimeout(giveUp);
    const elapsed = Date.now() - started;
    // The slow reader was dropped once its unsent bytes passed the bound (after the kernel's buffers filled), not kept growing.
    expect(dropped).not.toBeNull();
    expect(transmitter.listenerCount).toBe(1);
    // Meanwhile the normal one had everything due: the burst and a chunk per chunk time.
    const due = 64_000 + Math.floor(elapsed / CHUNK_MS) * 16_000;
    expect(received).toBeGreaterThan(due * 0.8);
    // And no pause longer than a few chunk times (a stall behind the slow reader would be one).
    const gaps = arrivals.slice(1).map((at, i) => at - arrivals[i]);
    expect(Math.max(...gaps)).toBeLessThan(250);
  }, 30_000);
});
