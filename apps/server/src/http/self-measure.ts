import { appendFile } from 'node:fs/promises';
import path from 'node:path';
import { type IntervalHistogram, PerformanceObserver, monitorEventLoopDelay } from 'node:perf_hooks';
import type { FastifyInstance } from 'fastify';
import { type Hist, Histogram } from './histogram';
import { routePattern } from './route-pattern';

/**
 * One window of one server process, as a line of `${SELF_MEASURE_FILE}.${pid}.jsonl`. Durations in
 * histograms are microseconds; see docs/performance.md, "How the server measures itself".
 */
export interface SelfMeasureLine {
  pid: number;
  /** The window, epoch milliseconds. */
  from: number;
  to: number;
  /** Request latency by `<METHOD> <route pattern>`, or `<METHOD> (unmatched)` for the not-found handler. */
  routes: Record<string, Hist>;
  eventLoopDelay: Hist;
  gc: { count: number; totalMs: number; maxMs: number };
  cpu: { userMs: number; systemMs: number };
  rssBytes: number;
  heapUsedBytes: number;
}

export interface SelfMeasureSettings {
  /** SELF_MEASURE_FILE: each process appends to its own file under this prefix. */
  filePrefix: string;
  windowMs: number;
}

/** Each process writes its own file, so cluster workers never interleave lines. */
export function selfMeasureFile(prefix: string, pid: number): string {
  return `${prefix}.${pid}.jsonl`;
}

/** Whether `file` (a full path) is some process's file under `prefix`. */
export function isSelfMeasureFile(prefix: string, file: string): boolean {
  if (path.dirname(file) !== path.dirname(prefix)) return false;
  const name = path.basename(file);
  const base = `${path.basename(prefix)}.`;
  return name.startsWith(base) && name.endsWith('.jsonl') && /^\d+$/.test(name.slice(base.length, -'.jsonl'.length));
}

/** Node's sampling timer period; every sample also holds this period, which is not delay. */
const LOOP_RESOLUTION_MS = 10;
/**
 * Where Node's event-loop histogram is read to rebuild it in our buckets: every percent, the tail
 * finer. Each step's samples are placed at its upper edge, so a rebuilt percentile errs upwards.
 */
const LOOP_PERCENTILES = [
  ...Array.from({ length: 99 }, (_, i) => i + 1),
  ...Array.from({ length: 9 }, (_, i) => 99.1 + i / 10),
  99.99,
  100,
];

function readLoopDelay(loop: IntervalHistogram, into: Histogram): void {
  let counted = 0;
  for (const p of LOOP_PERCENTILES) {
    const rank = Math.ceil((p / 100) * loop.count);
    into.recordMany(Math.max(0, loop.percentile(p) / 1000 - LOOP_RESOLUTION_MS * 1000), rank - counted);
    counted = rank;
  }
}

/**
 * Appends one SelfMeasureLine per window to this process's file: request latency by route (from the
 * request's arrival, before the onRequest hooks, to the response's end), event-loop delay, GC
 * pauses, CPU and memory. The last, partial window is written when the app closes.
 */
export function registerSelfMeasure(app: FastifyInstance, settings: SelfMeasureSettings): void {
  const file = selfMeasureFile(settings.filePrefix, process.pid);
  const routes = new Map<string, Histogram>();
  const loop = monitorEventLoopDelay({ resolution: LOOP_RESOLUTION_MS });
  const loopDelay = new Histogram();
  const gc = { count: 0, totalMs: 0, maxMs: 0 };
  const countGc = (entries: PerformanceEntry[]) => {
    for (const { duration } of entries) {
      gc.count += 1;
      gc.totalMs += duration;
      gc.maxMs = Math.max(gc.maxMs, duration);
    }
  };
  const gcObserver = new PerformanceObserver((list) => countGc(list.getEntries()));
  gcObserver.observe({ entryTypes: ['gc'] });
  loop.enable();
  let from = Date.now();
  let cpu = process.cpuUsage();
  let written = Promise.resolve();

  app.addHook('onResponse', (req, reply, done) => {
    const key = `${req.method} ${routePattern(req)}`;
    let hist = routes.get(key);
    if (!hist) {
      hist = new Histogram();
      routes.set(key, hist);
    }
    hist.record(reply.elapsedTime * 1000);
    done();
  });

  const endWindow = (): Promise<void> => {
    countGc(gcObserver.takeRecords());
    readLoopDelay(loop, loopDelay);
    const cpuNow = process.cpuUsage();
    const memory = process.memoryUsage();
    const to = Date.now();
    const line: SelfMeasureLine = {
      pid: process.pid,
      from,
      to,
      routes: Object.fromEntries([...routes].filter(([, h]) => !h.isEmpty).map(([key, h]) => [key, h.toJSON()])),
      eventLoopDelay: loopDelay.toJSON(),
      gc: { ...gc },
      cpu: { userMs: (cpuNow.user - cpu.user) / 1000, systemMs: (cpuNow.system - cpu.system) / 1000 },
      rssBytes: memory.rss,
      heapUsedBytes: memory.heapUsed,
    };
    for (const h of routes.values()) h.reset();
    loop.reset();
    loopDelay.reset();
    Object.assign(gc, { count: 0, totalMs: 0, maxMs: 0 });
    cpu = cpuNow;
    from = to;
    // One small append per window, off the event loop; chained so lines stay in order.
    written = written
      .then(() => appendFile(file, `${JSON.stringify(line)}\n`))
      .catch((err: unknown) => app.log.warn({ err, file }, 'self-measure: could not write a window'));
    return written;
  };
  const timer = setInterval(endWindow, settings.windowMs).unref();
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await endWindow();
    gcObserver.disconnect();
    loop.disable();
  });
}
