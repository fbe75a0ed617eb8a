import { describe, expect, it } from 'vitest';
import type { StreamedPlay } from '../listening';
import { ConnectionPlays, StreamPlaysLog } from './plays-log';
import { onAir } from './test-support';

describe("a connection's plays", () => {
  it('are one play per item it was sent, as long as what it was sent of it', async () => {
    const written: StreamedPlay[][] = [];
    const log = new StreamPlaysLog(async (rows) => void written.push(rows), () => {});
    let now = 1000;
    const plays = new ConnectionPlays(log, 'stream:1', 'ch', 16, () => now);
    const [a, b] = [onAir('a', 32_000), onAir('b', 64_000)];
    plays.received({ data: Buffer.alloc(0), parts: [{ item: a, bytes: 16_000 }], meta: a.meta });
    now = 2000;
    plays.received({ data: Buffer.alloc(0), parts: [{ item: a, bytes: 8_000 }, { item: b, bytes: 8_000 }], meta: b.meta });
    now = 3000;
    plays.received({ data: Buffer.alloc(0), parts: [{ item: b, bytes: 16_000 }], meta: b.meta });
    plays.end();
    await log.close();
    expect(written.flat()).toEqual([
      { listenerKey: 'stream:1', channelId: 'ch', trackId: 'a', at: 1000, ms: 1500 },
      { listenerKey: 'stream:1', channelId: 'ch', trackId: 'b', at: 2000, ms: 1500 },
    ]);
  });

  it('are reported when a write fails, and later writes go on', async () => {
    const errors: unknown[] = [];
    let fail = true;
    const written: StreamedPlay[] = [];
    const log = new StreamPlaysLog(async (rows) => {
      if (fail) throw new Error('db down');
      written.push(...rows);
    }, (e) => errors.push(e));
    log.add({ listenerKey: 'k', channelId: 'c', trackId: 't', at: 1, ms: 1 });
    await log.flush();
    fail = false;
    log.add({ listenerKey: 'k', channelId: 'c', trackId: 'u', at: 2, ms: 1 });
    await log.close();
    expect(errors).toHaveLength(1);
    expect(written.map((p) => p.trackId)).toEqual(['u']);
  });
});
