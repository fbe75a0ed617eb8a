import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { TEST_CATALOG } from '@earshot/catalog';
import { channelStreamPath } from '@earshot/contract';
import { createDb, migrateToLatest } from '@earshot/server/db';
import { seedDemo } from '@earshot/server/seed';
import { fakeWebDist } from '@earshot/server/testing/fake-web-dist';
import { startServer } from '../e2e/support/server';
import { startIcecast } from './icecast';
import { cpuSecondsSince, cpuSnapshot, descendantsOf, totalRssBytes } from './process-stats';
import { waitUntilQuiet } from './quiet';
import { percentile, slope } from './stats';
import { type StreamAudio, streamAudio } from './stream-audio';
import { type StreamClient, startStreamClient } from './stream-client';
import type { Failures } from './stream-listeners';
import { BUFFER_S, BURST_S, BYTES_PER_S, FIRST_BYTE_TIMEOUT_S, gapStats } from './stream-rule';

/** Listeners held at each step; the ramp stops at the first step with an underrun or a failure. */
const ALL_STEPS = [250, 500, 1000, 2000, 4000, 8000, 12_000, 16_000];
/** Descriptors a server or listener process keeps besides its streams (files, its own sockets). */
const SPARE_FILES = 2000;
/**
 * A step's new listeners connect at this rate (a flash crowd for one channel), so the ramp measures
 * listeners held rather than connections accepted per second: Icecast 2.4 listens with a backlog
 * of 5, and a faster crowd overflows it (the kernel drops the SYNs; the client retries after 1 s,
 * 3 s, 7 s). At 250 a second a busy 2-core machine's Icecast left listeners without audio for 10 s
 * at 4,000; at 100 it took them all.
 */
const ARRIVALS_PER_S = 100;
/** Then they get their burst and settle, */
const SETTLE_S = 2;
/** then every stream, and the server's CPU and memory, are measured over this. */
const HOLD_S = 15;
/** The servers' idle CPU and memory (the channel playing to nobody) over this, before the first step. */
const IDLE_S = 5;
/** Listener processes: two, so no one event loop carries every stream (its own lateness would read as the server's gaps). */
const CLIENT_PROCESSES = 2;
/** Icecast's listener limit, above the last step so its own limit never refuses one. */
const ICECAST_CLIENTS = 20_000;
/** The issue's goals: at least Icecast's listeners per core, and at most this much server memory per stream. */
const TARGET_KB_PER_STREAM = 64;

export type StepStatus = 'held' | 'underrun' | 'failed';

export interface StreamStep {
  listeners: number;
  /** Streams playing at the end of the step. */
  streams: number;
  /** Server CPU over the hold, in cores (CPU-seconds per second), and that above idle per 1,000 streams (this step alone). */
  serverCores: number;
  cpuPer1000: number;
  serverRssMb: number;
  /** (RSS − idle RSS) / listeners (this step alone). */
  kbPerStream: number;
  /** The listener processes' CPU over the hold, in cores: they share the machine with the server. */
  clientCores: number;
  /** Each stream's arrival rate over the hold, as a multiple of real time: the slowest stream's and the 1st percentile's. */
  rateMin: number;
  rateP1: number;
  /** Each stream's longest time without data over the hold, in ms: percentiles over the streams. */
  gapP50Ms: number;
  gapP99Ms: number;
  gapMaxMs: number;
  /** The furthest any stream fell behind real time since its burst, in seconds (underrun past BUFFER_S). */
  maxLagS: number;
  underruns: number;
  /** Listeners failed so far, by kind (cumulative: the ramp stops at the first). */
  failures: Failures;
  firstError: string | null;
  /** The listener processes' own event-loop delay (p99, ms): a late client shows gaps that are not the server's. */
  clientLoopDelayP99Ms: number;
  status: StepStatus;
}

export interface StreamServerResult {
  server: string;
  url: string;
  idleCores: number;
  idleRssMb: number;
  steps: StreamStep[];
  /** Listeners of the last step held (0: not even the first). */
  held: number;
  /** At the last step held: listeners over the server's whole CPU (its fixed costs, such as Earshot synthesising the channel's songs, included). */
  listenersPerCore: number | null;
  /**
   * Slopes over the steps held (least squares), so the fixed costs and the garbage collector's
   * swings at any one step cancel out: server memory per stream (kB), CPU-seconds per second per 1,000 streams.
   */
  kbPerStream: number | null;
  cpuPer1000: number | null;
  /** ICY metadata blocks the listeners got (all of them ask for metadata). */
  metadataBlocks: number;
}

export interface StreamsResult {
  servers: StreamServerResult[];
  /** Ours over Icecast's listeners per core. */
  perCoreRatio: number | null;
  pass: boolean;
  config: {
    steps: number[];
    /** `ulimit -n`: the steps stop below it. */
    openFiles: number;
    arrivalsPerS: number;
    settleS: number;
    holdS: number;
    clientProcesses: number;
    rule: string;
    channel: string;
    icecastAudio: string;
    cpus: number;
    cpuModel: string;
    loadBefore: number[];
    loadAfter: number[];
  };
}

interface Target {
  name: string;
  url: URL;
  /** The server's processes (CPU and memory are theirs together). */
  pids(): number[];
}

/**
 * The open-files limit the servers and listener processes inherit (`ulimit -n`): a step past it
 * would fail on the client's or the server's descriptors, not on the server's work.
 */
function openFilesLimit(): number {
  const line = readFileSync('/proc/self/limits', 'utf8').split('\n').find((l) => l.startsWith('Max open files'));
  const soft = line?.split(/\s+/)[3];
  return soft === undefined || soft === 'unlimited' ? Number.POSITIVE_INFINITY : Number(soft);
}

const STEPS = ALL_STEPS.filter((n) => n <= openFilesLimit() - SPARE_FILES);

const round = (v: number, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;
const sleep = (s: number) => new Promise((resolve) => setTimeout(resolve, s * 1000));
const load = () => os.loadavg().map((l) => round(l, 2));

/** CPU cores `pids` use over `seconds` from now. */
async function coresOver(pids: () => number[], seconds: number): Promise<number> {
  const before = cpuSnapshot(pids());
  await sleep(seconds);
  return cpuSecondsSince(before, pids()) / seconds;
}

/** Ramps listeners on one server, in this process's listener processes, until a step is not held. */
async function rampStreams(target: Target): Promise<StreamServerResult> {
  const client: StreamClient = startStreamClient(CLIENT_PROCESSES);
  try {
    const idleCores = await coresOver(target.pids, IDLE_S);
    const idleRss = totalRssBytes(target.pids());
    const steps: StreamStep[] = [];
    let metadataBlocks = 0;
    let open = 0;
    for (const listeners of STEPS) {
      await client.open(target.url, listeners - open, ((listeners - open) / ARRIVALS_PER_S) * 1000, true);
      open = listeners;
      await sleep(SETTLE_S);
      await client.window();
      const serverBefore = cpuSnapshot(target.pids());
      const clientBefore = cpuSnapshot(client.pids());
      await sleep(HOLD_S);
      const w = await client.window();
      const serverCores = cpuSecondsSince(serverBefore, target.pids()) / HOLD_S;
      const clientCores = cpuSecondsSince(clientBefore, client.pids()) / HOLD_S;
      const rss = totalRssBytes(target.pids());
      const rates = w.bytes.map((b) => b / HOLD_S / BYTES_PER_S);
      const gaps = gapStats(w.gapsMs);
      const failed = Object.values(w.failures).reduce((a, b) => a + b, 0);
      metadataBlocks = w.metadataBlocks;
      steps.push({
        listeners,
        streams: w.streams,
        serverCores: round(serverCores, 3),
        cpuPer1000: round(((serverCores - idleCores) / listeners) * 1000, 3),
        serverRssMb: round(rss / 1024 / 1024),
        kbPerStream: round((rss - idleRss) / 1024 / listeners),
        clientCores: round(clientCores, 2),
        rateMin: round(rates.reduce((a, b) => Math.min(a, b), rates.length ? Number.POSITIVE_INFINITY : 0), 3),
        rateP1: round(rates.length ? percentile(rates, 1) : 0, 3),
        gapP50Ms: gaps.p50,
        gapP99Ms: gaps.p99,
        gapMaxMs: gaps.max,
        maxLagS: round(w.maxLagBytes / BYTES_PER_S, 2),
        underruns: w.underruns,
        failures: w.failures,
        firstError: w.firstError,
        clientLoopDelayP99Ms: w.loopDelayP99Ms,
        status: failed > 0 ? 'failed' : w.underruns > 0 ? 'underrun' : 'held',
      });
      const step = steps[steps.length - 1];
      console.log(`${target.name}: ${listeners} listeners, ${step.serverCores} server cores, ${step.status}`);
      if (step.status !== 'held') break;
    }
    const held = steps.filter((s) => s.status === 'held');
    const last = held.at(-1);
    const memory = slope(held.map((s) => [s.listeners, s.serverRssMb * 1024]));
    const cpu = slope(held.map((s) => [s.listeners, s.serverCores]));
    return {
      server: target.name,
      url: target.url.href,
      idleCores: round(idleCores, 3),
      idleRssMb: round(idleRss / 1024 / 1024),
      steps,
      held: last?.listeners ?? 0,
      listenersPerCore: last ? Math.round(last.listeners / last.serverCores) : null,
      kbPerStream: memory === null ? null : round(memory),
      cpuPer1000: cpu === null ? null : round(cpu * 1000, 3),
      metadataBlocks,
    };
  } finally {
    await client.close();
  }
}

/** A seeded test catalog for Earshot; its channel synthesises and encodes its own songs as it plays them. */
async function rampEarshot(audio: StreamAudio): Promise<StreamServerResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'earshot-streams-'));
  const webDist = fakeWebDist();
  const db = createDb({ kind: 'sqlite', file: path.join(dataDir, 'earshot.db') });
  try {
    await migrateToLatest(db);
    await seedDemo(db, TEST_CATALOG);
  } finally {
    await db.destroy();
  }
  const server = await startServer({ DATA_DIR: dataDir, CATALOG_SIZE: 'test', WEB_DIST: webDist, LOG_LEVEL: 'warn', NODE_ENV: 'production' });
  try {
    // Idle means after start-up's work (the synthesis workers' warm-up, the first compilations).
    await waitUntilQuiet(server.baseUrl);
    const url = new URL(channelStreamPath(audio.channel.oldid), server.baseUrl);
    return await rampStreams({ name: 'Earshot', url, pids: () => [server.pid, ...descendantsOf(server.pid)] });
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
    rmSync(webDist, { recursive: true, force: true });
  }
}

async function rampIcecast(audio: StreamAudio): Promise<StreamServerResult> {
  const icecast = await startIcecast(audio.files, ICECAST_CLIENTS);
  try {
    return await rampStreams({ name: 'Icecast 2', url: icecast.url, pids: () => [icecast.pid] });
  } finally {
    await icecast.stop();
  }
}

/**
 * The issue's stream benchmark: Earshot's public stream of one channel and Icecast 2 playing the
 * same channel's songs, one after the other in the same run, each ramped until a listener
 * underruns or fails (stream-rule.ts).
 */
export async function benchStreams(): Promise<StreamsResult> {
  const loadBefore = load();
  const audio = await streamAudio();
  const ours = await rampEarshot(audio);
  const icecast = await rampIcecast(audio);
  const perCore = (r: StreamServerResult) => r.listenersPerCore ?? 0;
  const perCoreRatio = perCore(icecast) > 0 ? round(perCore(ours) / perCore(icecast), 2) : null;
  return {
    servers: [ours, icecast],
    perCoreRatio,
    pass: perCoreRatio !== null && perCoreRatio >= 1 && ours.kbPerStream !== null && ours.kbPerStream <= TARGET_KB_PER_STREAM,
    config: {
      steps: STEPS,
      openFiles: openFilesLimit(),
      arrivalsPerS: ARRIVALS_PER_S,
      settleS: SETTLE_S,
      holdS: HOLD_S,
      clientProcesses: CLIENT_PROCESSES,
      rule: `underrun: a stream more than ${BUFFER_S} s (${BUFFER_S * BYTES_PER_S} bytes) behind real time (${BYTES_PER_S} bytes/s) since its burst (what arrived in its first ${BURST_S} s); failure: refused, reset or closed, not 200, or no audio within ${FIRST_BYTE_TIMEOUT_S} s`,
      channel: `${audio.channel.oldid} (${audio.channel.name})`,
      icecastAudio: `${audio.files.length} of the channel's songs (${Math.round(audio.seconds)} s) encoded by @earshot/catalog/audio encodeMp3, fed by ffmpeg -re -c copy`,
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      loadBefore,
      loadAfter: load(),
    },
  };
}

const failureText = (f: Failures) => {
  const kinds = Object.entries(f).filter(([, n]) => n > 0);
  return kinds.length === 0 ? '0' : kinds.map(([kind, n]) => `${n} ${kind}`).join(', ');
};

/** The ramp of each server, then the two side by side. */
export function printStreamsTables(r: StreamsResult): void {
  const c = r.config;
  console.log(`\nICY stream listeners (Icy-MetaData: 1), channel ${c.channel}, arrivals at ${c.arrivalsPerS}/s, then ${c.settleS} s + ${c.holdS} s held per step, ${c.clientProcesses} listener processes, ${c.cpus} × ${c.cpuModel}, load average ${c.loadBefore.join(' ')} before, ${c.loadAfter.join(' ')} after`);
  console.log(`steps ${c.steps.join(', ')} (ulimit -n ${c.openFiles}); ${c.rule}`);
  for (const s of r.servers) {
    console.log(`\n${s.server} (idle: ${s.idleCores} cores, ${s.idleRssMb} MB; ${s.metadataBlocks} non-empty ICY metadata blocks received)`);
    console.log('| listeners | playing | server cores | CPU s/s per 1,000 | RSS MB | KB per stream | slowest × real time | p1 × real time | gap p50 ms | gap p99 ms | gap max ms | max lag s | underruns | failures | client cores | client loop p99 ms | step |');
    console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
    for (const t of s.steps) {
      console.log(`| ${t.listeners} | ${t.streams} | ${t.serverCores} | ${t.cpuPer1000} | ${t.serverRssMb} | ${t.kbPerStream} | ${t.rateMin} | ${t.rateP1} | ${t.gapP50Ms} | ${t.gapP99Ms} | ${t.gapMaxMs} | ${t.maxLagS} | ${t.underruns} | ${failureText(t.failures)}${t.firstError ? ` (${t.firstError})` : ''} | ${t.clientCores} | ${t.clientLoopDelayP99Ms} | ${t.status} |`);
    }
  }
  console.log('\n| server | listeners held | listeners per core (whole server CPU) | CPU s/s per 1,000 streams (slope) | KB per stream (slope) |');
  console.log('|---|---|---|---|---|');
  for (const s of r.servers) console.log(`| ${s.server} | ${s.held} | ${s.listenersPerCore ?? '–'} | ${s.cpuPer1000 ?? '–'} | ${s.kbPerStream ?? '–'} |`);
  console.log(`Earshot / Icecast listeners per core: ${r.perCoreRatio ?? '–'}×`);
  console.log(`target: ≥ 1× Icecast's listeners per core and ≤ ${TARGET_KB_PER_STREAM} KB per stream → ${r.pass ? 'met' : 'NOT met'}`);
}
