import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app';
import { DIALECTS } from '../test/db';
import { type SelfMeasureLine, selfMeasureFile } from './self-measure';

const GENRES = '/c/m/json/genres/';

function linesIn(file: string): SelfMeasureLine[] {
  if (!existsSync(file)) return [];
  return readFileSync(file, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l) as SelfMeasureLine);
}

/** Generous: the test machine may be loaded, and a window's line is written once it ends. */
async function until<T>(what: string, read: () => T | undefined, withinMs = 15_000): Promise<T> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`no ${what} within ${withinMs} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

describe.each(DIALECTS)('the server measuring itself (%s)', (dialect) => {
  let dir: string;
  let prefix: string;
  let t: TestApp | undefined;
  beforeEach(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'earshot-self-measure-'));
    prefix = path.join(dir, 'self');
  });
  afterEach(async () => {
    await t?.close();
    t = undefined;
    rmSync(dir, { recursive: true, force: true });
  });

  it('writes a line per window to its own file, with each route it answered counted under its pattern', async () => {
    t = await createTestApp(dialect, { env: { SELF_MEASURE_FILE: prefix, SELF_MEASURE_WINDOW_MS: '200' } });
    const file = selfMeasureFile(prefix, process.pid);
    for (let i = 0; i < 3; i++) expect((await t.app.inject(GENRES)).statusCode).toBe(200);
    expect((await t.app.inject('/c/m/json/no-such-call/')).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'HEAD', url: '/c/m/json/no-such-call/' })).statusCode).toBe(404);

    // A starved test process may see a window or two pass without the loop's 10 ms timer firing twice.
    const lines = await until('window with the requests, a window after it, and event-loop samples', () => {
      const all = linesIn(file);
      const at = all.findIndex((l) => l.routes[`GET ${GENRES}`]);
      const sampled = all.some((l) => l.eventLoopDelay.count > 0);
      return at >= 0 && all.length > at + 1 && sampled ? all : undefined;
    });
    const counted = (key: string) => lines.reduce((sum, l) => sum + (l.routes[key]?.count ?? 0), 0);
    expect(counted(`GET ${GENRES}`)).toBe(3);
    expect(counted('GET (unmatched)')).toBe(1);
    expect(counted('HEAD (unmatched)')).toBe(1);
    const genres = lines.find((l) => l.routes[`GET ${GENRES}`])?.routes[`GET ${GENRES}`];
    if (!genres) throw new Error(`no line counts GET ${GENRES}`);
    expect(genres.maxUs).toBeGreaterThan(0);
    expect(genres.buckets.reduce((sum, [, n]) => sum + n, 0)).toBe(genres.count);

    // Exactly the shape the benches read (bench/self-measure-read.ts).
    const hist = { count: expect.any(Number), maxUs: expect.any(Number), buckets: expect.any(Array) };
    for (const line of lines) {
      expect(line).toEqual({
        pid: process.pid,
        from: expect.any(Number),
        to: expect.any(Number),
        routes: expect.any(Object),
        eventLoopDelay: hist,
        gc: { count: expect.any(Number), totalMs: expect.any(Number), maxMs: expect.any(Number) },
        cpu: { userMs: expect.any(Number), systemMs: expect.any(Number) },
        rssBytes: expect.any(Number),
        heapUsedBytes: expect.any(Number),
      });
      expect(line.to).toBeGreaterThan(line.from);
      expect(line.rssBytes).toBeGreaterThan(line.heapUsedBytes);
      for (const h of Object.values(line.routes)) expect(h).toEqual(hist);
    }
    // Windows follow each other without gaps, and the process's CPU is in them.
    for (let i = 1; i < lines.length; i++) expect(lines[i].from).toBe(lines[i - 1].to);
    expect(lines.reduce((sum, l) => sum + l.cpu.userMs + l.cpu.systemMs, 0), 'CPU').toBeGreaterThan(0);
  });

  it('writes the last, partial window when the server stops', async () => {
    t = await createTestApp(dialect, { env: { SELF_MEASURE_FILE: prefix, SELF_MEASURE_WINDOW_MS: '600000' } });
    const file = selfMeasureFile(prefix, process.pid);
    expect((await t.app.inject(GENRES)).statusCode).toBe(200);
    expect(linesIn(file)).toEqual([]);
    await t.close();
    t = undefined;
    const lines = linesIn(file);
    expect(lines).toHaveLength(1);
    expect(lines[0].routes[`GET ${GENRES}`].count).toBe(1);
  });

  it('writes nothing when SELF_MEASURE_FILE is unset', async () => {
    t = await createTestApp(dialect, { env: { SELF_MEASURE_WINDOW_MS: '200' } });
    expect(t.config.selfMeasure).toBeNull();
    expect((await t.app.inject(GENRES)).statusCode).toBe(200);
    await new Promise((r) => setTimeout(r, 500));
    await t.close();
    t = undefined;
    expect(readdirSync(dir)).toEqual([]);
  });
});
