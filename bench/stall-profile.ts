import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ownStoresEnv, spawnServer } from '@earshot/server/testing/server-process';
import { capacityFixture } from './capacity-fixture';
import { cpuSeconds } from './process-stats';
import { type CpuProfile, topSelfTime } from './profile-summary';
import { percentile } from './stats';

/** New listeners arriving per second: the arrivals of a few thousand listeners tuning in within minutes. */
const ARRIVALS_PER_S = Number(process.env.STALL_ARRIVALS ?? 40);
const DURATION_S = Number(process.env.STALL_SECONDS ?? 20);
/** How often the stall probe asks /healthz: its latency is the event loop's delay seen from outside. */
const PROBE_MS = 20;
const TOP_FUNCTIONS = 25;

interface Phase {
  case: string;
  visits: number;
  failed: number;
  visitP50: number;
  visitP99: number;
  probeP99: number;
  probeMax: number;
  /** Server CPU milliseconds per visit. */
  cpuMsPerVisit: number;
}

type Visit = (baseUrl: string, n: number) => Promise<void>;

const ipOf = (n: number) => `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`;

async function get(url: string, headers: Record<string, string>): Promise<Response> {
  const res = await fetch(url, { headers });
  await res.arrayBuffer();
  if (!res.ok && res.status !== 206) throw new Error(`GET ${url} → ${res.status}`);
  return res;
}

/** A new anonymous listener's first visit: the home page's JSON (which starts the session), a channel's playlist, the first item's audio head. */
const firstVisit = (channels: string[]): Visit => async (baseUrl, n) => {
  const ip = ipOf(n);
  const home = await get(`${baseUrl}/c/m/json/page/home/`, { 'x-forwarded-for': ip });
  const cookie = home.headers.getSetCookie().map((c) => c.split(';', 1)[0]).join('; ');
  const res = await fetch(`${baseUrl}/c/m/json/playlist/${channels[n % channels.length]}/`, { headers: { 'x-forwarded-for': ip, cookie } });
  const playlist = (await res.json()) as { items: { url: string }[] };
  if (!res.ok) throw new Error(`playlist → ${res.status}`);
  await get(new URL(playlist.items[0].url, baseUrl).href, { 'x-forwarded-for': ip, cookie, range: 'bytes=0-65535' });
};

/** The same number of requests, each the cheapest the server answers: what the machine and HTTP alone cost. */
const baselineVisit: Visit = async (baseUrl, n) => {
  for (let i = 0; i < 3; i++) await get(`${baseUrl}/healthz`, { 'x-forwarded-for': ipOf(n) });
};

/** Visits arriving at ARRIVALS_PER_S (open loop: a slow answer does not slow arrivals) beside the stall probe. */
async function phase(name: string, baseUrl: string, pid: number, visit: Visit, firstN: number): Promise<Phase> {
  const visitMs: number[] = [];
  const probeMs: number[] = [];
  let failed = 0;
  let probing = true;
  const probe = (async () => {
    while (probing) {
      const t = performance.now();
      await get(`${baseUrl}/healthz`, {});
      probeMs.push(performance.now() - t);
      await new Promise((r) => setTimeout(r, PROBE_MS));
    }
  })();
  const cpuBefore = cpuSeconds(pid);
  const visits: Promise<void>[] = [];
  const started = performance.now();
  const total = ARRIVALS_PER_S * DURATION_S;
  for (let i = 0; i < total; i++) {
    const due = started + (i * 1000) / ARRIVALS_PER_S;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    const t = performance.now();
    visits.push(visit(baseUrl, firstN + i).then(() => void visitMs.push(performance.now() - t), () => void failed++));
  }
  await Promise.all(visits);
  const cpu = cpuSeconds(pid) - cpuBefore;
  probing = false;
  await probe;
  const round = (v: number) => Math.round(v * 10) / 10;
  return {
    case: name,
    visits: total,
    failed,
    visitP50: round(percentile(visitMs, 50)),
    visitP99: round(percentile(visitMs, 99)),
    probeP99: round(percentile(probeMs, 99)),
    probeMax: round(Math.max(...probeMs)),
    cpuMsPerVisit: round((cpu * 1000) / total),
  };
}

export interface StallProfileResult {
  rows: Phase[];
  /** First-visit CPU per visit against the baseline's. */
  cpuRatio: number;
  top: ReturnType<typeof topSelfTime>;
  config: { arrivalsPerS: number; durationS: number; loadBefore: number[]; loadAfter: number[]; profile: string };
}

/**
 * Where the server's time goes when new listeners arrive: first visits at a steady rate against
 * the SQLite capacity fixture (audio already cached), the server under `--cpu-prof`, beside a
 * baseline of as many /healthz calls; then the profile's top functions by self time.
 */
export async function benchStallProfile(): Promise<StallProfileResult> {
  const loadBefore = os.loadavg();
  const fixture = await capacityFixture('sqlite');
  const profileDir = mkdtempSync(path.join(os.tmpdir(), 'earshot-cpuprof-'));
  const port = await freePort();
  // --cpu-prof is refused in NODE_OPTIONS: the server is started as `npm start` starts it, with the flag before the script.
  const { child, baseUrl } = await spawnServer(['--cpu-prof', `--cpu-prof-dir=${profileDir}`, '--import', 'tsx', 'apps/server/src/main.ts'], port, {
    ...ownStoresEnv(), ...fixture.env, LOG_LEVEL: 'warn', AUDIO_WORKERS: '1', TRUST_PROXY: 'true', NODE_ENV: 'production', PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  const pid = child.pid ?? 0;
  let rows: Phase[];
  try {
    const home = (await (await fetch(`${baseUrl}/c/m/json/page/home/`)).json()) as { sections: { channels: { _id: { $oid: string } }[] }[] };
    const channels = [...new Set(home.sections.flatMap((s) => s.channels.map((c) => c._id.$oid)))];
    // A warm-up: the JIT and the caches of channels' candidates, as on a server that has run a while.
    await phase('warm-up', baseUrl, pid, firstVisit(channels), 1_000_000);
    const baseline = await phase('baseline: 3 × GET /healthz per visit', baseUrl, pid, baselineVisit, 0);
    const visits = await phase('first visit: home JSON, playlist, audio head', baseUrl, pid, firstVisit(channels), 0);
    rows = [baseline, visits];
  } finally {
    // The profile is written when the process exits on its own: SIGTERM's graceful shutdown does that.
    const exited = new Promise((r) => child.once('exit', r));
    child.kill('SIGTERM');
    await exited;
    await fixture.cleanup();
  }
  const file = readdirSync(profileDir).find((f) => f.endsWith('.cpuprofile'));
  if (!file) throw new Error(`the server wrote no CPU profile in ${profileDir}`);
  const profile = path.join(profileDir, file);
  const top = topSelfTime(JSON.parse(readFileSync(profile, 'utf8')) as CpuProfile, TOP_FUNCTIONS);
  const [baseline, visits] = rows;
  return {
    rows,
    cpuRatio: Math.round((visits.cpuMsPerVisit / baseline.cpuMsPerVisit) * 100) / 100,
    top,
    config: { arrivalsPerS: ARRIVALS_PER_S, durationS: DURATION_S, loadBefore, loadAfter: os.loadavg(), profile },
  };
}
