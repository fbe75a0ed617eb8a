import type { FastifyInstance } from 'fastify';
import parsePrometheusTextFormat from 'parse-prometheus-text-format';

type Family = ReturnType<typeof parsePrometheusTextFormat>[number];
type Sample = Family['metrics'][number];

/**
 * A scrape read by a Prometheus text-format parser. The parser (1.1) merges the series of a
 * labelled histogram into one, losing their labels, so histograms are read as Prometheus stores
 * them: their `_bucket`, `_sum` and `_count` series (the text read again without the histograms'
 * TYPE lines; the parser then starts a family at each change of name, gathered here by name).
 * Every sample line must come out as a sample.
 */
export class Scrape {
  /** Each family's type, as the text declares it. */
  readonly types: ReadonlyMap<string, Family['type']>;
  private readonly series = new Map<string, Sample[]>();

  constructor(text: string) {
    this.types = new Map(parsePrometheusTextFormat(text).map((f) => [f.name, f.type]));
    for (const { name, metrics } of parsePrometheusTextFormat(text.replace(/^# TYPE \S+ histogram$/gm, ''))) {
      if (metrics.length) this.series.set(name, [...(this.series.get(name) ?? []), ...metrics]);
    }
    const lines = text.split('\n').filter((line) => line.trim() !== '' && !line.startsWith('#')).length;
    const samples = [...this.series.values()].reduce((sum, series) => sum + series.length, 0);
    if (samples !== lines) throw new Error(`the parser read ${samples} samples of ${lines} lines`);
  }

  /** Whether a series of this name is in the scrape (a histogram's `_bucket`, `_sum` and `_count` are). */
  has(name: string): boolean {
    return this.series.has(name);
  }

  /**
   * The sum of `name`'s samples whose labels include `labels`: a counter's or gauge's value, a
   * histogram's count of observations. 0 when none match (a declared metric may have no samples yet).
   */
  value(name: string, labels: Record<string, string> = {}): number {
    if (!this.types.has(name)) throw new Error(`no metric ${name} in the scrape`);
    const series = this.series.get(this.types.get(name) === 'HISTOGRAM' ? `${name}_count` : name);
    return (series ?? []).filter((m) => Object.entries(labels).every(([k, v]) => m.labels?.[k] === v)).reduce((sum, m) => sum + Number(m.value), 0);
  }

  /** The label sets of `name`'s samples. */
  labelsOf(name: string): Record<string, string>[] {
    return (this.series.get(name) ?? []).map((m) => m.labels ?? {});
  }
}

/** GET /metrics on the app's public port, with the bearer token it was configured with. */
export async function scrape(app: FastifyInstance, token: string): Promise<Scrape> {
  const res = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${token}` } });
  if (res.statusCode !== 200) throw new Error(`/metrics answered ${res.statusCode}`);
  return new Scrape(res.body);
}
