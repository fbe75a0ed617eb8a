import { RENDER_TIMING } from '../apps/server/src/modules/site/ssr/server-timing';
import { percentile } from './stats';

export const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof CATEGORIES)[number];
/** The issue's budgets, each a minimum score on the median of the runs. */
export const LIGHTHOUSE_BUDGETS: Record<Category, number> = { performance: 95, accessibility: 100, 'best-practices': 95, seo: 100 };

export const METRICS = {
  fcpMs: 'first-contentful-paint',
  lcpMs: 'largest-contentful-paint',
  tbtMs: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  siMs: 'speed-index',
} as const;
export type Metric = keyof typeof METRICS;

/** An audit that cost its page points: a weighted one short of full marks, or a performance metric not 'good'. */
export interface LostPoints {
  category: Category;
  id: string;
  title: string;
  displayValue?: string;
}

export interface Run {
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  benchmarkIndex: number;
  lost: LostPoints[];
}

export interface LighthouseRow {
  page: string;
  path: string;
  /** Median of the runs, per category. */
  scores: Record<Category, number>;
  metrics: Record<Metric, number>;
  /**
   * Lighthouse's measure of this machine's speed during the runs (higher is faster; ~1000+ is a
   * typical desktop), median. Its simulated 4× slower CPU scales what it observed, so a slow
   * machine's runs score lower: each run's index is in `runs`.
   */
  benchmarkIndex: number;
  /** The server's own render time for this page (Server-Timing), median of a few loads; null for the baseline. */
  renderMs: number | null;
  /** Null for the baseline, which has no budget. */
  pass: boolean | null;
  /** Audits that cost points in any run, each once. */
  lost: LostPoints[];
  runs: Run[];
}

export const median = (values: number[]) => percentile(values, 50);

export function summarize(page: string, pagePath: string, runs: Run[], renderMs: number | null): LighthouseRow {
  const scores = Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])) as Record<Category, number>;
  const metrics = Object.fromEntries(
    Object.keys(METRICS).map((m) => [m, Math.round(median(runs.map((r) => r.metrics[m as Metric])) * 1000) / 1000]),
  ) as Record<Metric, number>;
  const lost = [...new Map(runs.flatMap((r) => r.lost).map((l) => [`${l.category}/${l.id}`, l])).values()];
  return {
    page,
    path: pagePath,
    scores,
    metrics,
    benchmarkIndex: Math.round(median(runs.map((r) => r.benchmarkIndex))),
    renderMs,
    pass: renderMs === null ? null : CATEGORIES.every((c) => scores[c] >= LIGHTHOUSE_BUDGETS[c]),
    lost,
    runs,
  };
}

/** The render time a page's Server-Timing header names, in ms; NaN when it names none. */
export function renderTimingMs(header: string | null): number {
  const match = header?.match(new RegExp(`(?:^|,)\\s*${RENDER_TIMING};dur=([\\d.]+)`));
  return match ? Number(match[1]) : Number.NaN;
}

/** Each run's performance score at the benchmark index it ran at, in run order: "94@1153 88@702". */
export function runsColumn(runs: Run[]): string {
  return runs.map((r) => `${r.scores.performance}@${Math.round(r.benchmarkIndex)}`).join(' ');
}

export function printLighthouseTable(title: string, rows: LighthouseRow[]): void {
  const verdict = (pass: boolean | null) => (pass === null ? '–' : pass ? 'PASS' : 'FAIL');
  console.log(`\n${title}`);
  console.log('| page | path | performance | accessibility | best practices | SEO | FCP ms | LCP ms | TBT ms | CLS | benchmark index | server render ms | each run: performance@index | budget |');
  console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    const { performance, accessibility, seo } = r.scores;
    const m = r.metrics;
    console.log(
      `| ${r.page} | ${r.path} | ${performance} | ${accessibility} | ${r.scores['best-practices']} | ${seo} | ${Math.round(m.fcpMs)} | ${Math.round(m.lcpMs)} | ${Math.round(m.tbtMs)} | ${m.cls} | ${r.benchmarkIndex} | ${r.renderMs === null ? '–' : r.renderMs} | ${runsColumn(r.runs)} | ${verdict(r.pass)} |`,
    );
  }
  for (const r of rows.filter((row) => row.lost.length > 0)) {
    console.log(`${r.page} lost points on: ${r.lost.map((l) => `${l.category}/${l.id}${l.displayValue ? ` (${l.displayValue})` : ''}`).join(', ')}`);
  }
}
