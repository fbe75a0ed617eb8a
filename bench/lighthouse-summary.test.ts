import { describe, expect, it } from 'vitest';
import { type Run, renderTimingMs, runsColumn, summarize } from './lighthouse-summary';

function run(performance: number, benchmarkIndex: number, fcpMs = 1000): Run {
  return {
    scores: { performance, accessibility: 100, 'best-practices': 100, seo: 100 },
    metrics: { fcpMs, lcpMs: 2 * fcpMs, tbtMs: 50, cls: 0, siMs: fcpMs },
    benchmarkIndex,
    lost: [],
  };
}

describe('a Lighthouse row', () => {
  const runs = [run(88, 702, 2400), run(97, 1701, 900), run(95, 1293, 1100), run(91, 1153, 1900), run(96, 1500, 1000)];

  it('scores a page by the median of its five runs, not by its best or its worst', () => {
    const row = summarize('genre', '/christmas/', runs, 12.5);
    expect(row.scores.performance).toBe(95);
    expect(row.metrics.fcpMs).toBe(1100);
    expect(row.benchmarkIndex).toBe(1293);
    expect(row.pass).toBe(true);
  });

  it("shows each run's score beside the machine speed it was measured at, in run order", () => {
    expect(runsColumn(runs)).toBe('88@702 97@1701 95@1293 91@1153 96@1500');
  });

  it('fails the budget when the median misses it, and holds no budget for the baseline page', () => {
    expect(summarize('genre', '/christmas/', runs.slice(0, 1), 12.5).pass).toBe(false);
    expect(summarize('baseline', '/', runs, null).pass).toBeNull();
  });
});

describe("a page's render time", () => {
  it('is read from its Server-Timing header, among other metrics or alone', () => {
    expect(renderTimingMs('render;dur=23.4')).toBe(23.4);
    expect(renderTimingMs('db;dur=3, render;dur=41')).toBe(41);
  });

  it('is unknown when the server names none', () => {
    expect(renderTimingMs(null)).toBeNaN();
    expect(renderTimingMs('db;dur=3')).toBeNaN();
  });
});
