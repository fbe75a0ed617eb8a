/** The part of parse-prometheus-text-format 1.1's API the tests use (the package ships no types). Values stay strings, as prom2json gives them. */
declare module 'parse-prometheus-text-format' {
  interface Sample {
    labels?: Record<string, string>;
    /** Counters, gauges and untyped samples. */
    value?: string;
    /** Histograms: cumulative count by upper bound (`le`). */
    buckets?: Record<string, string>;
    count?: string;
    sum?: string;
  }

  interface Family {
    name: string;
    help: string;
    type: 'COUNTER' | 'GAUGE' | 'HISTOGRAM' | 'SUMMARY' | 'UNTYPED';
    metrics: Sample[];
  }

  export default function parsePrometheusTextFormat(text: string): Family[];
}
