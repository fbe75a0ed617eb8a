import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type RunningServer, startServer } from '../e2e/support/server';
import { Histogram } from '@earshot/server/histogram';
import { createTestApp } from '@earshot/server/testing/app';
import { PLAYLIST_ROUTE, channelIds, listeners, measure, measureSteady, type Target } from './playlist-load';
import { cpuSeconds } from './process-stats';
import { waitUntilQuiet } from './quiet';
import { type SelfMeasured, readSelfMeasure } from './self-measure-read';
import { loadAverageNow } from './stats';

/** Off and on take turns this many times, so a change in the machine's load falls on both. */
const ROUNDS = 3;
const WINDOW_MS = 5000;

/** One server's figures over its turns: the playlist call at a steady rate, then saturated. */
export interface Turns {
  steadyP50Ms: number[];
  steadyP99Ms: number[];
  saturatedRps: number[];
  requests: number;
  cpuS: number;
}

export interface Overhead {
  /** Self-measuring over not: median of the turns (steady latency, saturated throughput), and CPU per request over all. */
  steadyP50: number;
  steadyP99: number;
  saturatedRps: number;
  cpuPerRequest: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};
const round1 = (v: number) => Math.round(v * 10) / 10;
const ratio = (on: number, off: number) => Math.round((on / off) * 100) / 100;

export function overhead(off: Turns, on: Turns): Overhead {
  return {
    steadyP50: ratio(median(on.steadyP50Ms), median(off.steadyP50Ms)),
    steadyP99: ratio(median(on.steadyP99Ms), median(off.steadyP99Ms)),
    saturatedRps: ratio(median(on.saturatedRps), median(off.saturatedRps)),
    cpuPerRequest: ratio(on.cpuS / on.requests, off.cpuS / off.requests),
  };
}

interface Prepared {
  server: RunningServer;
  targets: Target[];
  turns: Turns;
}

async function prepare(env: Record<string, string>): Promise<Prepared> {
  // As the playlist bench runs it: one encoding worker, the other core left to HTTP.
  const server = await startServer({ LOG_LEVEL: 'warn', AUDIO_WORKERS: '1', ...env });
  const targets = await listeners(server.baseUrl, await channelIds(server.baseUrl));
  await waitUntilQuiet(server.baseUrl);
  return { server, targets, turns: { steadyP50Ms: [], steadyP99Ms: [], saturatedRps: [], requests: 0, cpuS: 0 } };
}

async function turn({ server, targets, turns }: Prepared): Promise<void> {
  const cpuBefore = cpuSeconds(server.pid);
  const steady = await measureSteady('steady', server.baseUrl, targets);
  const saturated = await measure('saturated', server.baseUrl, targets);
  turns.cpuS += cpuSeconds(server.pid) - cpuBefore;
  // The warm-ups' requests are not counted, so CPU per request errs high by the same share on both.
  turns.requests += steady.row.requests + saturated.row.requests;
  turns.steadyP50Ms.push(steady.row.p50);
  turns.steadyP99Ms.push(steady.row.p99);
  turns.saturatedRps.push(saturated.row.rps);
}

/** In-process requests a turn: enough for the CPU clock's granularity to vanish. */
const INJECTS = 5000;
const INJECT_ROUNDS = 5;

/** CPU µs per request of one in-process turn: no network and no other process in the figure. */
async function injectTurn(app: FastifyInstance): Promise<number> {
  const before = process.cpuUsage();
  for (let i = 0; i < INJECTS; i++) await app.inject('/healthz');
  const used = process.cpuUsage(before);
  return (used.user + used.system) / INJECTS;
}

/**
 * The bare cost per request, measured as CPU time so the machine's other work inflates it far
 * less than wall time: the same app with and without self-measuring, answering /healthz in turns.
 */
async function injectCost(prefix: string): Promise<SelfMeasureOverheadResult['inProcess']> {
  const off = await createTestApp('sqlite');
  const on = await createTestApp('sqlite', { env: { SELF_MEASURE_FILE: `${prefix}-inject`, SELF_MEASURE_WINDOW_MS: String(WINDOW_MS) } });
  try {
    const offUs: number[] = [];
    const onUs: number[] = [];
    await injectTurn(off.app);
    await injectTurn(on.app);
    for (let i = 0; i < INJECT_ROUNDS; i++) {
      offUs.push(await injectTurn(off.app));
      onUs.push(await injectTurn(on.app));
    }
    return { offUs: offUs.map(round1), onUs: onUs.map(round1), ratio: ratio(median(onUs), median(offUs)), recordUs: recordCostUs() };
  } finally {
    await off.close();
    await on.close();
  }
}

/** CPU µs of recording one request's latency, the only work self-measuring adds to a request (besides its route's key). */
function recordCostUs(): number {
  const hist = new Histogram();
  const calls = 1_000_000;
  const before = process.cpuUsage();
  for (let i = 0; i < calls; i++) hist.record(50 + (i % 5000) * 7.3);
  const used = process.cpuUsage(before);
  return Math.round(((used.user + used.system) / calls) * 1000) / 1000;
}

export interface SelfMeasureOverheadResult {
  off: Turns;
  on: Turns;
  overhead: Overhead;
  /** CPU µs per in-process /healthz request of each turn, and the ratio of the medians (measuring / not). */
  inProcess: { offUs: number[]; onUs: number[]; ratio: number; recordUs: number };
  /** What the self-measuring server recorded of itself over its turns. */
  inside: SelfMeasured;
  config: { rounds: number; windowMs: number; loadBefore: number[]; loadAfter: number[]; cpus: number };
}

/**
 * The cost of SELF_MEASURE_FILE: two servers, one measuring itself, take turns under the playlist
 * bench's load (steady, then saturated), and the self-measuring one's figures are set against the other's.
 */
export async function benchSelfMeasureOverhead(): Promise<SelfMeasureOverheadResult> {
  const loadBefore = loadAverageNow();
  const dir = mkdtempSync(path.join(os.tmpdir(), 'earshot-self-measure-'));
  const prefix = path.join(dir, 'self');
  const started: Prepared[] = [];
  try {
    const inProcess = await injectCost(prefix);
    const off = await prepare({});
    started.push(off);
    const on = await prepare({ SELF_MEASURE_FILE: prefix, SELF_MEASURE_WINDOW_MS: String(WINDOW_MS) });
    started.push(on);
    const from = Date.now();
    for (let i = 0; i < ROUNDS; i++) {
      // Alternate who goes first, so neither always follows the other's saturation.
      for (const server of i % 2 ? [on, off] : [off, on]) await turn(server);
    }
    const to = Date.now();
    // Stopping writes the self-measuring server's last, partial window.
    await Promise.all(started.splice(0).map((p) => p.server.stop()));
    const inside = readSelfMeasure(prefix, from, to);
    if (!inside.routes[PLAYLIST_ROUTE]) throw new Error(`the self-measuring server recorded no ${PLAYLIST_ROUTE}`);
    return {
      off: off.turns,
      on: on.turns,
      overhead: overhead(off.turns, on.turns),
      inProcess,
      inside,
      config: { rounds: ROUNDS, windowMs: WINDOW_MS, loadBefore, loadAfter: loadAverageNow(), cpus: os.cpus().length },
    };
  } finally {
    await Promise.all(started.map((p) => p.server.stop()));
    rmSync(dir, { recursive: true, force: true });
  }
}
