import { chmodSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@earshot/server/testing/server-process';
import { startServer } from '../e2e/support/server';
import { type Dialect, capacityFixture } from './capacity-fixture';
import { type Session, listenerIp, newSession } from './capacity-sessions';
import { Listener, type ListenerWorld, Tally } from './load/listener';
import { LoadClient } from './load/load-client';
import { TimerWheel } from './load/timer-wheel';
import {
  CLIENT_API_P99_MS, EVENT_LOOP_P99_MS, SERVER_API_P99_MS, type JudgedStep, type ServerSelfMeasure, type StepStatus,
  heldListeners, judgeStep, rampContinues, verdictLine,
} from './load/verdict';
import { startNginx, deploySite } from './nginx';
import { cpuSecondsSince, cpuSnapshot, descendantsOf, processesNamed, totalRssBytes } from './process-stats';
import { readSelfMeasure } from './self-measure-read';
import { percentile, slope } from './stats';

/** Listeners at each step of the ramp; it stops at the first step that misses inside the server (see load/verdict.ts). */
const STEPS = [50, 100, 200, 400, 800, 1600, 3200, 6400, 10_000, 12_800];
/** A step's new listeners arrive spread over this… */
const RAMP_S = 20;
const SETTLE_S = 5;
/** …then its audio, CPU and memory are measured over this; API latency from the step's first arrival to the window's end. */
const WINDOW_S = 30;
/** Accounts signed up before the ramp; one listener in LOGGED_IN_EVERY listens logged in to one of them (they skip, rate and favorite), the rest anonymously. */
const ACCOUNTS = 40;
const LOGGED_IN_EVERY = 10;
const CHANNELS = 30;
/** Keep-alive connections the generator's pool opens to the server at most. */
const CONNECTIONS = 256;
const TICK_MS = 50;
/** How often the server writes its own figures (SELF_MEASURE_WINDOW_MS). */
const SELF_MEASURE_WINDOW_MS = 5000;
/**
 * The first step's arrivals meet a cold process (compilation, the first page builds, the first
 * GCs): a quiet-machine run missed at 50 listeners on them alone (server p99 49 ms over 271
 * calls) and held every step up to 1,600 after. So the first step listens this long before its
 * judged figures start.
 */
const WARM_UP_S = 30;

export interface CapacityStep {
  listeners: number;
  /** API calls from the step's first arrival to the end of its window (arrivals' first playlists included). */
  apiRequests: number;
  apiP50: number;
  apiP99: number;
  audioRequests: number;
  audioP99: number;
  /** Audio received over the window: 10,000 listeners in real time take 160 MB/s. */
  audioMbPerS: number;
  failed: number;
  starved: number;
  /** Server CPU over the window, in cores: every Earshot process and thread, and nginx's when it is in front. */
  serverCores: number;
  /** Of which nginx's. */
  nginxCores: number;
  /**
   * PostgreSQL's and Redis's CPU over the window, in cores, apart from the server's (on the
   * PostgreSQL case; a deployment sizes them apart). Every process of both on the machine: run the
   * bench with nothing else using them.
   */
  storeCores: number;
  serverRssMb: number;
  /** The generator's own CPU over the window, in cores, and per 1,000 listeners: it shares the machine. */
  clientCores: number;
  clientCoresPer1000: number;
  /** The latest the generator ran a listener's due step in the window: its own lag, beside the server's. */
  generatorLateMs: number;
  /** The server's own figures from the step's first arrival to the window's end; null when no reader was given. */
  inside: ServerSelfMeasure;
  status: StepStatus;
  misses: string[];
}

/**
 * What is measured: Earshot alone (it serves its own audio), and the deployment docs/deploy.md
 * recommends: nginx in front (its cache for audio, proxying the rest), one process on SQLite (one
 * writer), one worker per core on PostgreSQL + Redis. The generator is nginx's client, as a CDN or
 * the listeners would be.
 */
export interface Deployment {
  /** Its key in CAPACITY_CASES. */
  key: string;
  label: string;
  dialect: Dialect;
  nginx: boolean;
  workers: number;
}

export const DEPLOYMENTS: Deployment[] = [
  { key: 'sqlite-alone', label: 'SQLite, Earshot alone (1 process)', dialect: 'sqlite', nginx: false, workers: 1 },
  { key: 'sqlite-nginx', label: 'SQLite behind nginx (1 process)', dialect: 'sqlite', nginx: true, workers: 1 },
  { key: 'postgres-nginx', label: 'PostgreSQL + Redis behind nginx (2 workers)', dialect: 'postgres', nginx: true, workers: 2 },
];

export interface CapacityCase {
  deployment: Deployment;
  steps: CapacityStep[];
  /** The most listeners held (see load/verdict.ts). */
  held: number;
  verdict: string;
  /** Server memory per listener, in kB: the slope of resident memory over listeners across the steps (garbage collection makes any one step's figure noise). */
  kbPerListener: number | null;
  /** Server CPU in cores per 1,000 listeners: the slope of CPU over listeners across the steps. */
  coresPer1000: number | null;
}

const round = (v: number, digits = 1) => Math.round(v * 10 ** digits) / 10 ** digits;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function channelIds(baseUrl: string): Promise<string[]> {
  const page = (await (await fetch(`${baseUrl}/c/m/json/page/home/`)).json()) as { sections: { channels: { _id: { $oid: string } }[] }[] };
  return [...new Set(page.sections.flatMap((s) => s.channels.map((c) => c._id.$oid)))].slice(0, CHANNELS);
}

/** A GET on a connection of its own (closed after it), its body read and dropped. */
function getOnNewConnection(url: string): Promise<void> {
  return new Promise((resolve, reject) => {
    http.get(url, { agent: false }, (res) => res.resume().on('end', resolve).on('error', reject)).on('error', reject);
  });
}

async function runCase(deployment: Deployment, { rampAll }: CapacityOptions): Promise<CapacityCase> {
  const fixture = await capacityFixture(deployment.dialect);
  // nginx's worker drops root for an unprivileged user, which must be able to read the audio cache.
  chmodSync(fixture.dataDir, 0o755);
  const selfMeasure = path.join(fixture.dataDir, 'self');
  const nginxPort = deployment.nginx ? await freePort() : undefined;
  // One encoder thread: the audio is cached, and the other core is left to HTTP and the generator.
  // Behind nginx the generator stands where a CDN would, in front of it: both on loopback, trusted.
  const server = await startServer({
    ...fixture.env, LOG_LEVEL: 'warn', AUDIO_WORKERS: '1', NODE_ENV: 'production',
    TRUST_PROXY: deployment.nginx ? 'loopback' : 'true',
    WORKERS: String(deployment.workers),
    ...(deployment.workers > 1 ? { REDIS_URL: redisUrl(), SECRET_KEY: BENCH_SECRET } : {}),
    ...(nginxPort ? { PUBLIC_URL: `http://127.0.0.1:${nginxPort}` } : {}),
    SELF_MEASURE_FILE: selfMeasure, SELF_MEASURE_WINDOW_MS: String(SELF_MEASURE_WINDOW_MS),
  });
  const nginx = nginxPort ? await startNginx([deploySite(new URL(server.baseUrl).host)], 'auto', [nginxPort]) : undefined;
  const baseUrl = nginx?.urls[0] ?? server.baseUrl;
  const serverPids = () => [server.pid, ...descendantsOf(server.pid)];
  const nginxPids = () => nginx?.pids() ?? [];
  const storePids = () => (deployment.dialect === 'postgres' ? processesNamed(['postgres', 'redis-server']) : []);
  let stopping = false;
  const wheel = new TimerWheel(TICK_MS);
  const client = new LoadClient(baseUrl, CONNECTIONS);
  const tally = new Tally();
  const world: ListenerWorld = { wheel, client, tally, now: () => performance.now(), stopped: () => stopping };
  const steps: CapacityStep[] = [];
  try {
    const channels = await channelIds(baseUrl);
    // Steady state: each channel's candidates loaded by every worker, as after the first listeners of
    // the day. Each call on a new connection straight to the server, which deals connections to its
    // workers in turn; twice as many calls as workers, so every worker gets each channel.
    for (const id of channels) {
      for (let i = 0; i < 2 * deployment.workers; i++) await getOnNewConnection(`${server.baseUrl}/c/m/json/playlist/${id}/`);
    }
    const accounts: Session[] = [];
    for (let i = 1; i <= ACCOUNTS; i++) accounts.push(await newSession(baseUrl, server.dataDir, i, true));
    const arrive = (n: number) => {
      const session = n % LOGGED_IN_EVERY === 0
        ? Promise.resolve({ ...accounts[(n / LOGGED_IN_EVERY) % ACCOUNTS], ip: listenerIp(n) })
        : newSession(baseUrl, server.dataDir, n, false);
      session.then(
        (s) => new Listener(n, channels[n % channels.length], s, world).start(),
        () => tally.failed++,
      );
    };
    wheel.start();
    let started = 0;
    for (const listeners of STEPS) {
      const rampFrom = performance.now();
      let judgedFromWall = Date.now();
      tally.startStep();
      const adding = listeners - started;
      for (let i = 0; i < adding; i++) {
        const n = ++started;
        wheel.at(rampFrom + (i * RAMP_S * 1000) / adding, () => arrive(n));
      }
      await sleep((RAMP_S + SETTLE_S) * 1000);
      if (listeners === STEPS[0]) {
        await sleep(WARM_UP_S * 1000);
        tally.startStep();
        // The server's figures come in whole windows: skip the one the warm-up ends in.
        judgedFromWall = Date.now() + SELF_MEASURE_WINDOW_MS;
      }
      tally.startWindow();
      wheel.takeMaxLateMs();
      const from = performance.now();
      const cpu0 = cpuSnapshot(serverPids());
      const nginx0 = cpuSnapshot(nginxPids());
      const stores0 = cpuSnapshot(storePids());
      const client0 = process.cpuUsage();
      await sleep(WINDOW_S * 1000);
      const seconds = (performance.now() - from) / 1000;
      const clientUsage = process.cpuUsage(client0);
      const clientCores = (clientUsage.user + clientUsage.system) / 1e6 / seconds;
      const inside = readSelfMeasure(selfMeasure, judgedFromWall, Date.now());
      const apiP99 = round(percentile(tally.apiMs, 99));
      const figures = { clientApiP99Ms: apiP99, failed: tally.failed, starved: tally.starved.size, inside };
      const step: CapacityStep = {
        listeners,
        apiRequests: tally.apiMs.length,
        apiP50: round(percentile(tally.apiMs, 50)),
        apiP99,
        audioRequests: tally.audioMs.length,
        audioP99: round(percentile(tally.audioMs, 99)),
        audioMbPerS: round(tally.audioBytes / 1e6 / seconds),
        failed: figures.failed,
        starved: figures.starved,
        serverCores: round((cpuSecondsSince(cpu0, serverPids()) + cpuSecondsSince(nginx0, nginxPids())) / seconds, 2),
        nginxCores: round(cpuSecondsSince(nginx0, nginxPids()) / seconds, 2),
        storeCores: round(cpuSecondsSince(stores0, storePids()) / seconds, 2),
        serverRssMb: round((totalRssBytes(serverPids()) + totalRssBytes(nginxPids())) / 1024 / 1024),
        clientCores: round(clientCores, 2),
        clientCoresPer1000: round((clientCores * 1000) / listeners, 3),
        generatorLateMs: round(wheel.takeMaxLateMs()),
        inside,
        ...judgeStep(figures),
      };
      steps.push(step);
      console.log(`capacity ${deployment.key}: ${JSON.stringify(step)}`);
      if (!rampContinues(step.status) && !rampAll) break;
    }
    const judged: JudgedStep[] = steps.map((s) => ({ listeners: s.listeners, clientApiP99Ms: s.apiP99, failed: s.failed, starved: s.starved, inside: s.inside, status: s.status, misses: s.misses }));
    const memory = slope(steps.map((s) => [s.listeners, s.serverRssMb * 1024]));
    const cpu = slope(steps.map((s) => [s.listeners, s.serverCores]));
    return {
      deployment,
      steps,
      held: heldListeners(judged),
      verdict: verdictLine(deployment.label, judged),
      kbPerListener: memory === null ? null : round(memory),
      coresPer1000: cpu === null ? null : round(cpu * 1000, 2),
    };
  } finally {
    stopping = true;
    wheel.stop();
    await client.close();
    nginx?.stop();
    await server.stop();
    await fixture.cleanup();
  }
}

export interface CapacityResult {
  cases: CapacityCase[];
  config: {
    steps: number[]; rampS: number; settleS: number; windowS: number; warmUpS: number; tickMs: number; connections: number;
    targets: { clientApiP99Ms: number; serverApiP99Ms: number; eventLoopP99Ms: number };
    accounts: number; loggedInEvery: number; channels: number;
    cpus: number; cpuModel: string; memoryGb: number; loadAverage: number[]; loadAverageAfter: number[];
  };
}

export interface CapacityOptions {
  /** Measure every step even after one missed (the verdict still counts only what held below it): to see how far the generator and the server go. */
  rampAll?: boolean;
}

/** The Redis a several-worker server shares its limits through. */
function redisUrl(): string {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('capacity: the PostgreSQL case needs REDIS_URL');
  return url;
}

/** Several workers must share one secret (CSRF tokens, audio signatures); a bench's own. */
const BENCH_SECRET = 'capacity-bench-secret-0123456789abcdef0123456789abcdef';

/**
 * The deployments CAPACITY_CASES names (comma-separated keys), else every one this machine can run:
 * the PostgreSQL case when DATABASE_URL and REDIS_URL are set.
 */
export function deploymentsToRun(env: NodeJS.ProcessEnv): Deployment[] {
  const keys = env.CAPACITY_CASES?.split(',').map((k) => k.trim()).filter(Boolean);
  if (keys?.length) {
    const unknown = keys.filter((k) => !DEPLOYMENTS.some((d) => d.key === k));
    if (unknown.length) throw new Error(`CAPACITY_CASES: unknown ${unknown.join(', ')}; known: ${DEPLOYMENTS.map((d) => d.key).join(', ')}`);
    return DEPLOYMENTS.filter((d) => keys.includes(d.key));
  }
  return DEPLOYMENTS.filter((d) => d.dialect === 'sqlite' || (env.DATABASE_URL && env.REDIS_URL));
}

/** The ramp on each deployment in turn (see deploymentsToRun). */
export async function benchCapacity(options: CapacityOptions = {}): Promise<CapacityResult> {
  const loadAverage = os.loadavg().map((v) => round(v, 2));
  const cases: CapacityCase[] = [];
  for (const deployment of deploymentsToRun(process.env)) cases.push(await runCase(deployment, options));
  return {
    cases,
    config: {
      steps: STEPS, rampS: RAMP_S, settleS: SETTLE_S, windowS: WINDOW_S, warmUpS: WARM_UP_S, tickMs: TICK_MS, connections: CONNECTIONS,
      targets: { clientApiP99Ms: CLIENT_API_P99_MS, serverApiP99Ms: SERVER_API_P99_MS, eventLoopP99Ms: EVENT_LOOP_P99_MS },
      accounts: ACCOUNTS, loggedInEvery: LOGGED_IN_EVERY, channels: CHANNELS,
      cpus: os.cpus().length, cpuModel: os.cpus()[0]?.model ?? 'unknown', memoryGb: round(os.totalmem() / 1024 ** 3), loadAverage,
      loadAverageAfter: os.loadavg().map((v) => round(v, 2)),
    },
  };
}
