import { describe, expect, it } from 'vitest';
import { Chunker } from './chunker';
import { listSchedule, onAir } from './test-support';

describe('the chunker', () => {
  it('cuts items into chunks of exactly the metaint, carrying one item into the next without a gap', async () => {
    const items = [onAir('a', 25_000), onAir('b', 10_000), onAir('c', 9_000)];
    const schedule = listSchedule(items);
    const chunker = new Chunker(schedule, 16_000, 16);
    const chunks = [];
    for (let chunk = await chunker.next(); chunk; chunk = await chunker.next()) chunks.push(chunk);
    expect(chunks.map((c) => c.data.length)).toEqual([16_000, 16_000, 12_000]);
    expect(chunks.map((c) => c.parts.map((p) => [p.item.trackId, p.bytes]))).toEqual([
      [['a', 16_000]],
      [['a', 9_000], ['b', 7_000]],
      [['b', 3_000], ['c', 9_000]],
    ]);
    // Each chunk carries the title of what plays at its end.
    expect(chunks.map((c) => c.meta.toString())).toEqual(['a', 'b', 'c']);
    expect(schedule.finishedMs).toEqual({ a: 1563, b: 625, c: 563 });
    expect(items.every((i) => i.song.closed)).toBe(true);
  });

  it('sends every byte of every item, in order', async () => {
    const chunker = new Chunker(listSchedule([onAir('a', 20_001), onAir('b', 30_000)]), 16_000, 16);
    const out = [];
    for (let chunk = await chunker.next(); chunk; chunk = await chunker.next()) out.push(chunk.data);
    const all = Buffer.concat(out);
    expect(all.length).toBe(50_001);
    expect(all[20_000]).toBe(20_000 % 251);
    expect(all[20_001]).toBe(0);
  });

  it('goes on with the next item when one fails part-way', async () => {
    const broken = onAir('broken', 30_000);
    broken.song.read = async () => {
      throw new Error('encode failed');
    };
    const chunker = new Chunker(listSchedule([broken, onAir('b', 16_000)]), 16_000, 16);
    const chunk = await chunker.next();
    expect(chunk?.parts.map((p) => p.item.trackId)).toEqual(['b']);
  });

  it('reports the item on the air as far as it was sent when stopped', async () => {
    const schedule = listSchedule([onAir('a', 64_000)]);
    const chunker = new Chunker(schedule, 16_000, 16);
    await chunker.next();
    chunker.close();
    expect(schedule.finishedMs).toEqual({ a: 1000 });
    expect(schedule.closed).toBe(true);
    expect(await chunker.next()).toBeNull();
  });
});
