import { mkdirSync, writeFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { startServer } from '../e2e/support/server';
import { waitUntilQuiet } from './quiet';
import { samplePages } from './sample-pages';
import {
  CATEGORIES, type Category, LIGHTHOUSE_BUDGETS, type LighthouseRow, type LostPoints, METRICS, type Metric, median, renderTimingMs, type Run, summarize,
} from './lighthouse-summary';
import { snapshotWebDist } from './web-snapshot';

/** Scores swing by several points between runs on a shared machine; the median of 5 holds still. */
const RUNS = 5;
/** Loads of each page whose Server-Timing render times give its median. */
const RENDER_SAMPLES = 5;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The flags e2e/support/browser.ts uses on this offline machine; Lighthouse emulates the phone itself. */
const CHROME_FLAGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/**
 * A page with nothing of the app in it, scoring 100 in every category on an idle machine: its
 * performance score shows what this machine's load alone costs, next to the app's pages.
 */
const BASELINE_HTML = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Baseline page</title>
<meta name="description" content="A static page served by the benchmark itself, to tell machine noise from the app's cost.">
<link rel="icon" href="data:,">
</head>
<body>
<main>
<h1>Baseline page</h1>
<p>Static HTML with no scripts, styles or images, served from memory by the benchmark.</p>
</main>
</body>
</html>
`;

async function serveBaseline(): Promise<{ url: string; close(): Promise<void> }> {
  const server = http.createServer((req, res) => {
    if (req.url === '/') res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(BASELINE_HTML);
    else res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

function lostPoints(lhr: Result): LostPoints[] {
  return CATEGORIES.flatMap((category) =>
    lhr.categories[category].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((audit) => audit.score !== null && audit.score < (category === 'performance' ? 0.9 : 1))
      .map((audit) => ({ category, id: audit.id, title: audit.title, displayValue: audit.displayValue })),
  );
}

/** The server's own render time for a page, median of a few loads, each as a browser asks (compressed). */
async function renderMs(url: string): Promise<number> {
  const times: number[] = [];
  for (let i = 0; i < RENDER_SAMPLES; i++) {
    const res = await fetch(url, { headers: { 'accept-encoding': 'br, gzip' } });
    await res.arrayBuffer();
    times.push(renderTimingMs(res.headers.get('server-timing')));
  }
  return Math.round(median(times) * 10) / 10;
}

/** One Lighthouse run (its default config: a mobile phone, simulated slow 4G and 4× slower CPU) in a fresh Chromium. */
async function runLighthouse(url: string, reportFile: string): Promise<Run> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    writeFileSync(reportFile, JSON.stringify(lhr));
    const score = (c: Category) => Math.round((lhr.categories[c].score ?? 0) * 100);
    const metric = (m: Metric) => lhr.audits[METRICS[m]].numericValue ?? Number.NaN;
    return {
      scores: Object.fromEntries(CATEGORIES.map((c) => [c, score(c)])) as Record<Category, number>,
      metrics: Object.fromEntries(Object.keys(METRICS).map((m) => [m, metric(m as Metric)])) as Record<Metric, number>,
      benchmarkIndex: lhr.environment.benchmarkIndex,
      lost: lostPoints(lhr),
    };
  } finally {
    chrome.kill();
  }
}

export interface LighthouseResult {
  rows: LighthouseRow[];
  pass: boolean;
  config: { runs: number; budgets: Record<Category, number>; chromium: string; loadAverage: number[]; loadAverageAfter: number[]; cpus: number; nodeEnv: string };
}

/**
 * Lighthouse 12 (mobile) on the home page, a genre page and a channel page of the built app,
 * `RUNS` times each, beside a static page the bench serves itself. Runs go round the pages in turn,
 * so a busy spell of the machine lands on every page alike. Each run's full report is written to
 * `reportDir`.
 */
export async function benchLighthouse(reportDir: string): Promise<LighthouseResult> {
  mkdirSync(reportDir, { recursive: true });
  const loadNow = () => os.loadavg().map((l) => Math.round(l * 100) / 100);
  const loadAverage = loadNow();
  const baseline = await serveBaseline();
  const web = snapshotWebDist();
  // As docs/deploy.md runs it: in development React renders pages 2–3× slower (73–87 ms of CPU
  // against 23–36 ms), and that is what the first byte waited for.
  const nodeEnv = 'production';
  const server = await startServer({ LOG_LEVEL: 'warn', AUDIO_WORKERS: '1', WEB_DIST: web.dir, NODE_ENV: nodeEnv });
  try {
    await waitUntilQuiet(server.baseUrl);
    const sample = await samplePages(server.baseUrl);
    const app = (page: string, pathname: string) => ({ page, slug: page, path: pathname, url: `${server.baseUrl}${pathname}` });
    const pages = [
      { page: 'baseline: static page', slug: 'baseline', path: '/ of the bench\'s own server', url: baseline.url },
      app('home', '/'),
      app('genre', sample.genre),
      app('channel', sample.channel),
    ];
    // The first render of each route compiles its code paths in the server; that is not what a visitor waits for.
    for (const { url } of pages) await (await fetch(url)).arrayBuffer();
    const runs = new Map<string, Run[]>(pages.map((p) => [p.slug, []]));
    for (let i = 1; i <= RUNS; i++) {
      for (const p of pages) runs.get(p.slug)?.push(await runLighthouse(p.url, path.join(reportDir, `${p.slug}-${i}.json`)));
    }
    const rows: LighthouseRow[] = [];
    for (const p of pages) rows.push(summarize(p.page, p.path, runs.get(p.slug) ?? [], p.slug === 'baseline' ? null : await renderMs(p.url)));
    return {
      rows,
      pass: rows.every((r) => r.pass !== false),
      config: { runs: RUNS, budgets: LIGHTHOUSE_BUDGETS, chromium: CHROMIUM, loadAverage, loadAverageAfter: loadNow(), cpus: os.cpus().length, nodeEnv },
    };
  } finally {
    await server.stop();
    await baseline.close();
    web.remove();
  }
}

