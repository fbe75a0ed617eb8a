import os from 'node:os';

/** The machine's 1-, 5- and 15-minute load averages, to two decimals: every bench reports them beside its figures. */
export const loadAverageNow = (): number[] => os.loadavg().map((l) => Math.round(l * 100) / 100);

export function percentile(values: number[], p: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[rank];
}

/** Least-squares slope of y over x; null with fewer than two distinct x. */
export function slope(points: [number, number][]): number | null {
  if (new Set(points.map(([x]) => x)).size < 2) return null;
  const mean = (values: number[]) => values.reduce((a, b) => a + b, 0) / values.length;
  const mx = mean(points.map(([x]) => x));
  const my = mean(points.map(([, y]) => y));
  const num = points.reduce((sum, [x, y]) => sum + (x - mx) * (y - my), 0);
  const den = points.reduce((sum, [x]) => sum + (x - mx) ** 2, 0);
  return num / den;
}

export interface Row {
  case: string;
  n: number;
  p50: number;
  p95: number;
  max: number;
}

export function summarize(name: string, samples: number[]): Row {
  const round = (v: number) => Math.round(v * 10) / 10;
  return { case: name, n: samples.length, p50: round(percentile(samples, 50)), p95: round(percentile(samples, 95)), max: round(Math.max(...samples)) };
}

export function printTable(title: string, rows: Row[]): void {
  console.log(`\n${title}`);
  console.log('| case | n | p50 ms | p95 ms | max ms |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.case} | ${r.n} | ${r.p50} | ${r.p95} | ${r.max} |`);
}

/** One load-test case: a fixed number of connections sending requests back to back. */
export interface ThroughputRow {
  case: string;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p99: number;
  /** Non-2xx responses plus connection errors and timeouts: any makes the run fail. */
  failed: number;
}

export function printThroughputTable(title: string, rows: ThroughputRow[]): void {
  console.log(`\n${title}`);
  console.log('| case | connections | requests | req/s | p50 ms | p99 ms | failed |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.case} | ${r.connections} | ${r.requests} | ${r.rps} | ${r.p50} | ${r.p99} | ${r.failed} |`);
}
