import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { Histogram } from '@earshot/server/histogram';
import { type SelfMeasureLine, selfMeasureFile } from '@earshot/server/self-measure';
import { readSelfMeasure } from './self-measure-read';

const PLAYLIST = 'GET /c/m/json/playlist/:channelId/';
const AUDIO = 'GET /audio/:file';
const START = 'GET /c/m/json/playlist/:channelId/start.mp3';

function hist(...valuesUs: number[]) {
  const h = new Histogram();
  for (const v of valuesUs) h.record(v);
  return h.toJSON();
}

/** One window of one process: 1 s of CPU per 10 s window, unless told otherwise. */
function line(pid: number, from: number, routes: SelfMeasureLine['routes'], extra: Partial<SelfMeasureLine> = {}): SelfMeasureLine {
  return {
    pid,
    from,
    to: from + 10_000,
    routes,
    eventLoopDelay: hist(100, 200),
    gc: { count: 1, totalMs: 2, maxMs: 2 },
    cpu: { userMs: 800, systemMs: 200 },
    rssBytes: 100 * 2 ** 20,
    heapUsedBytes: 50 * 2 ** 20,
    ...extra,
  };
}

describe('reading what the server measured of itself', () => {
  let dir: string;
  let prefix: string;
  const write = (pid: number, lines: SelfMeasureLine[]) =>
    writeFileSync(selfMeasureFile(prefix, pid), lines.map((l) => `${JSON.stringify(l)}\n`).join(''));
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'earshot-self-read-'));
    prefix = path.join(dir, 'self');
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('merges the windows of two processes that overlap the stretch asked for, and only those', () => {
    write(101, [
      line(101, 0, { [PLAYLIST]: hist(999_000) }, { rssBytes: 10 * 2 ** 20 }), // before the stretch
      line(101, 10_000, { [PLAYLIST]: hist(1000, 2000, 3000), [AUDIO]: hist(60_000_000) }, { gc: { count: 2, totalMs: 5, maxMs: 4 } }),
      line(101, 20_000, { [PLAYLIST]: hist(4000) }, { rssBytes: 120 * 2 ** 20 }),
    ]);
    write(202, [
      line(202, 12_000, { [PLAYLIST]: hist(5000, 6000), [START]: hist(30_000_000) }, { eventLoopDelay: hist(30_000), cpu: { userMs: 3000, systemMs: 0 } }),
      line(202, 40_000, { [PLAYLIST]: hist(999_000) }), // after
    ]);
    writeFileSync(`${prefix}.notes.jsonl`, 'not a process file\n');

    const m = readSelfMeasure(prefix, 10_000, 30_000);
    // Percentiles are bucket bounds, within 2 % of the exact values.
    expect(m.routes[PLAYLIST]).toEqual({ count: 6, p50Ms: expect.closeTo(3, 1), p99Ms: 6, maxMs: 6 });
    expect(m.routes[AUDIO].count).toBe(1);
    // The audio streams last as long as a song: not among the calls a listener waits on.
    expect(m.allApi).toEqual(m.routes[PLAYLIST]);
    expect(m.eventLoopDelay).toEqual({ p50Ms: expect.closeTo(0.2, 2), p99Ms: 30, maxMs: 30 });
    expect(m.gc).toEqual({ count: 4, totalMs: 9, maxMs: 4 });
    // Process 101: 2 s of CPU over 20 s; process 202: 3 s over 10 s.
    expect(m.cpuCores).toBeCloseTo(0.1 + 0.3, 3);
    // Each process's latest line: 120 MB and 100 MB.
    expect(m.rssMb).toBe(220);
  });

  it('says so when no window overlaps the stretch, rather than reporting an idle server', () => {
    write(101, [line(101, 0, {})]);
    expect(() => readSelfMeasure(prefix, 50_000, 60_000)).toThrow(/no self-measure window/);
  });
});
