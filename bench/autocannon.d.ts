/** The part of autocannon 9's programmatic API the benches use (the package ships no types). */
declare module 'autocannon' {
  import type { EventEmitter } from 'node:events';

  interface Request {
    method?: string;
    path?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
  }

  /** One connection; `setupClient` receives it before it connects. */
  interface Client extends EventEmitter {
    setRequests(requests: Request[]): void;
    on(event: 'headers', listener: (info: { statusCode: number; headers: string[] }) => void): this;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }

  interface Histogram {
    average: number;
    mean: number;
    stddev: number;
    min: number;
    max: number;
    total: number;
    p50: number;
    p90: number;
    p99: number;
    p99_9: number;
  }

  interface Options {
    url: string;
    connections?: number;
    duration?: number;
    timeout?: number;
    pipelining?: number;
    headers?: Record<string, string>;
    requests?: Request[];
    setupClient?: (client: Client) => void;
  }

  interface Result {
    url: string;
    connections: number;
    /** Seconds. */
    duration: number;
    /** Milliseconds. */
    latency: Histogram;
    /** Per-second samples; `total` counts completed responses. */
    requests: Histogram & { sent: number };
    /** Response bytes per second samples; `total` counts every byte. */
    throughput: Histogram;
    errors: number;
    timeouts: number;
    non2xx: number;
    statusCodeStats: Record<string, { count: number }>;
  }

  function autocannon(opts: Options): EventEmitter & Promise<Result>;
  export default autocannon;
  export type { Client, Options, Request, Result };
}
