import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { EMPTY_HIST, type Hist, mergeHists, percentileOf } from '@earshot/server/histogram';
import { type SelfMeasureLine, isSelfMeasureFile } from '@earshot/server/self-measure';

export interface Latency {
  count: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** What the server's processes measured of themselves over a stretch of a bench, all processes together. */
export interface SelfMeasured {
  routes: Record<string, Latency>;
  /** Every route but audio (/audio/… and a channel's start.mp3): the calls a page or the player waits on. */
  allApi: Latency;
  eventLoopDelay: Omit<Latency, 'count'>;
  gc: { count: number; totalMs: number; maxMs: number };
  /** CPU used by all processes together, in cores (each process's CPU over the time its lines cover). */
  cpuCores: number;
  /** The processes' resident memory at their last line, summed. */
  rssMb: number;
}

/** Long-lived streams, whose duration is the song's, not the server's speed. */
const isAudioRoute = (key: string) => key.split(' ')[1].startsWith('/audio/') || key.endsWith('/start.mp3');

const ms = (us: number) => us / 1000;

function latency(hist: Hist): Latency {
  return { count: hist.count, p50Ms: ms(percentileOf(hist, 50)), p99Ms: ms(percentileOf(hist, 99)), maxMs: ms(hist.maxUs) };
}

function linesOf(prefix: string): SelfMeasureLine[] {
  const dir = path.dirname(prefix);
  return readdirSync(dir)
    .map((name) => path.join(dir, name))
    .filter((file) => isSelfMeasureFile(prefix, file))
    .flatMap((file) => readFileSync(file, 'utf8').split('\n').filter(Boolean))
    .map((line) => JSON.parse(line) as SelfMeasureLine);
}

/**
 * Merges the lines of every `${prefix}.<pid>.jsonl` whose window overlaps [fromMs, toMs] (whole
 * windows: align the bench's steps with SELF_MEASURE_WINDOW_MS). Throws when there is none.
 */
export function readSelfMeasure(prefix: string, fromMs: number, toMs: number): SelfMeasured {
  const lines = linesOf(prefix).filter((l) => l.from < toMs && l.to > fromMs);
  if (lines.length === 0) throw new Error(`no self-measure window of ${prefix}.*.jsonl overlaps ${new Date(fromMs).toISOString()} – ${new Date(toMs).toISOString()}`);
  const routes = new Map<string, Hist>();
  let eventLoop = EMPTY_HIST;
  const gc = { count: 0, totalMs: 0, maxMs: 0 };
  const byPid = new Map<number, { cpuMs: number; coveredMs: number; last: SelfMeasureLine }>();
  for (const line of lines) {
    for (const [key, hist] of Object.entries(line.routes)) routes.set(key, mergeHists(routes.get(key) ?? EMPTY_HIST, hist));
    eventLoop = mergeHists(eventLoop, line.eventLoopDelay);
    gc.count += line.gc.count;
    gc.totalMs += line.gc.totalMs;
    gc.maxMs = Math.max(gc.maxMs, line.gc.maxMs);
    const pid = byPid.get(line.pid) ?? { cpuMs: 0, coveredMs: 0, last: line };
    pid.cpuMs += line.cpu.userMs + line.cpu.systemMs;
    pid.coveredMs += line.to - line.from;
    if (line.to >= pid.last.to) pid.last = line;
    byPid.set(line.pid, pid);
  }
  const processes = [...byPid.values()];
  const loop = latency(eventLoop);
  return {
    routes: Object.fromEntries([...routes].map(([key, hist]) => [key, latency(hist)])),
    allApi: latency([...routes].filter(([key]) => !isAudioRoute(key)).reduce((all, [, hist]) => mergeHists(all, hist), EMPTY_HIST)),
    eventLoopDelay: { p50Ms: loop.p50Ms, p99Ms: loop.p99Ms, maxMs: loop.maxMs },
    gc: { count: gc.count, totalMs: Math.round(gc.totalMs * 10) / 10, maxMs: Math.round(gc.maxMs * 10) / 10 },
    cpuCores: Math.round(processes.reduce((sum, p) => sum + (p.coveredMs > 0 ? p.cpuMs / p.coveredMs : 0), 0) * 1000) / 1000,
    rssMb: Math.round((processes.reduce((sum, p) => sum + p.last.rssBytes, 0) / 2 ** 20) * 10) / 10,
  };
}
