import type { StreamSong } from '../media';
import type { OnAir, Schedule } from './on-air';
import type { StreamSocket } from './transmitter';

/** A song of `size` bytes, each byte its index mod 251, read in reads of at most `frame` bytes. */
export function fakeSong(size: number, frame = 576): StreamSong & { closed: boolean } {
  let at = 0;
  return {
    closed: false,
    async read(max: number) {
      if (at >= size) return null;
      const n = Math.min(size - at, Math.max(frame, Math.floor(max / frame) * frame));
      const out = Buffer.alloc(n, 0);
      for (let i = 0; i < n; i++) out[i] = (at + i) % 251;
      at += n;
      return out;
    },
    close() {
      this.closed = true;
    },
  };
}

export function onAir(trackId: string, size: number, bytesPerMs = 16): OnAir & { song: ReturnType<typeof fakeSong> } {
  return { trackId, kind: 'song', durationMs: size / bytesPerMs, meta: Buffer.from(trackId), song: fakeSong(size) };
}

/** A schedule of these items, recording what the chunker tells it. */
export function listSchedule(items: OnAir[]): Schedule & { finishedMs: Record<string, number>; closed: boolean } {
  const queue = [...items];
  return {
    finishedMs: {},
    closed: false,
    async next() {
      return queue.shift() ?? null;
    },
    progress() {},
    finished(item, sentMs) {
      this.finishedMs[item.trackId] = sentMs;
    },
    close() {
      this.closed = true;
    },
  };
}

/** A socket that keeps what it was sent; `unsent` stands for bytes its reader has not taken. */
export function fakeSocket(): StreamSocket & { sent: Buffer[]; unsent: number; ended: boolean; bytes(): Buffer } {
  const socket = {
    sent: [] as Buffer[],
    unsent: 0,
    ended: false,
    destroyed: false,
    get writableLength() {
      return socket.unsent;
    },
    write(data: Buffer) {
      socket.sent.push(data);
      return true;
    },
    cork() {},
    uncork() {},
    destroySoon() {
      socket.ended = true;
    },
    destroy() {
      socket.destroyed = true;
      return socket;
    },
    bytes: () => Buffer.concat(socket.sent),
  };
  return socket as unknown as StreamSocket & { sent: Buffer[]; unsent: number; ended: boolean; bytes(): Buffer };
}
