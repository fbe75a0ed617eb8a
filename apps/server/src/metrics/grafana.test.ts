import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestApp, createTestApp } from '../test/app';
import { type Scrape, scrape } from '../test/scrape';

const DASHBOARD = path.resolve(import.meta.dirname, '../../../../docs/grafana/earshot.json');
const TOKEN = 'metrics-token-0123456789abcdef0123456789';

interface Dashboard {
  schemaVersion: number;
  uid: string;
  panels: { title: string; type: string; gridPos: object; targets: { refId: string; expr: string }[] }[];
}

/** PromQL's words that are not metric names: the functions, aggregations and keywords the dashboard uses. */
const PROMQL_WORDS = new Set(['sum', 'max', 'min', 'avg', 'rate', 'irate', 'increase', 'histogram_quantile', 'by', 'without', 'on', 'ignoring', 'and', 'or', 'unless']);

/** The metric names an expression reads: what is left once strings, label matchers, ranges, groupings and numbers are taken out. */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/"(?:[^"\\]|\\.)*"/g, '')
    .replace(/\{[^}]*\}/g, '')
    .replace(/\[[^\]]*\]/g, '')
    .replace(/\b(by|without|on|ignoring)\s*\([^)]*\)/g, '');
  return (bare.match(/[A-Za-z_:][A-Za-z0-9_:]*/g) ?? []).filter((word) => !PROMQL_WORDS.has(word));
}

/** A name the scrape exports: a series it holds, or a histogram's `_bucket`, `_sum` or `_count` (series that appear with the first observation). */
function exported(s: Scrape, name: string): boolean {
  const histogram = /^(.+)_(bucket|sum|count)$/.exec(name)?.[1];
  return s.has(name) || s.types.has(name) || (histogram !== undefined && s.types.get(histogram) === 'HISTOGRAM');
}

describe('the Grafana dashboard (docs/grafana/earshot.json)', () => {
  let t: TestApp;
  let scraped: Scrape;
  const dashboard = JSON.parse(readFileSync(DASHBOARD, 'utf8')) as Dashboard;

  beforeAll(async () => {
    t = await createTestApp('sqlite', { env: { METRICS_TOKEN: TOKEN } });
    scraped = await scrape(t.app, TOKEN);
  });
  afterAll(() => t.close());

  it('is a dashboard Grafana imports: a schema version, a uid, panels placed on the grid with queries', () => {
    expect(dashboard.schemaVersion).toBeGreaterThanOrEqual(36);
    expect(dashboard.uid).toBe('earshot');
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(10);
    for (const panel of dashboard.panels) {
      expect(panel.gridPos, panel.title).toBeDefined();
      expect(panel.targets.length, panel.title).toBeGreaterThan(0);
    }
  });

  it('queries only metrics the server exports', () => {
    const queried = dashboard.panels.flatMap((p) => p.targets.flatMap((target) => metricNames(target.expr).map((name) => ({ panel: p.title, name }))));
    expect(queried.length).toBeGreaterThanOrEqual(dashboard.panels.length);
    expect(queried.filter(({ name }) => !exported(scraped, name))).toEqual([]);
  });
});
