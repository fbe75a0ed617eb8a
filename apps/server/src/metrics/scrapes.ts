import { createHash, timingSafeEqual } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { AggregatorRegistry, type Registry } from 'prom-client';

/** Where a scrape's answer comes from: this process's registry, or the cluster's workers summed. */
export interface ScrapeSource {
  readonly contentType: string;
  metrics(): Promise<string>;
}

const METRICS_PATH = '/metrics';

/** Compared as hashes, so the comparison takes as long whatever the lengths. */
function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = header?.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(sent), digest(token));
}

/**
 * /metrics on the public port, for a Prometheus that scrapes through the proxy with
 * `METRICS_TOKEN`. Without the token, a request is answered exactly as an unknown path is (the
 * not-found handler), so the public site does not say the address exists. Registered beside the
 * route table, not in it: infrastructure like /healthz, not an API call (no OpenAPI entry).
 */
export function registerMetricsRoute(app: FastifyInstance, source: ScrapeSource, token: string): void {
  app.get(METRICS_PATH, async (req, reply) => {
    if (!bearerMatches(req.headers.authorization, token)) return reply.callNotFound();
    reply.type(source.contentType).header('cache-control', 'no-store');
    return source.metrics();
  });
}

export interface ScrapeListener {
  /** `http://host:port`, the port as bound (METRICS_PORT=0 takes any free one). */
  url: string;
  close(): Promise<void>;
}

/**
 * `METRICS_PORT`: a listener of its own that serves /metrics and nothing else, meant for an
 * address Prometheus reaches and the public does not (METRICS_HOST, a private interface).
 */
export async function listenForScrapes(address: { host: string; port: number }, source: ScrapeSource): Promise<ScrapeListener> {
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?', 1)[0] !== METRICS_PATH) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    source.metrics().then(
      (text) => res.writeHead(200, { 'content-type': source.contentType, 'cache-control': 'no-store' }).end(text),
      (error: unknown) => res.writeHead(503, { 'content-type': 'text/plain' }).end(`Metrics unavailable: ${error instanceof Error ? error.message : error}\n`),
    );
  });
  server.listen(address.port, address.host);
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const host = address.host.includes(':') ? `[${address.host}]` : address.host;
  return {
    url: `http://${host}:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * The cluster primary's scrape (WORKERS > 1): prom-client asks every worker for its figures over
 * the cluster channel and sums them (the event-loop figures are averaged, memory summed).
 */
export function clusterScrapes(): ScrapeSource {
  const aggregator = new AggregatorRegistry();
  return { contentType: aggregator.contentType, metrics: () => aggregator.clusterMetrics() };
}

/**
 * A worker's side of `clusterScrapes`: answers the primary's requests with `registry`. prom-client
 * starts answering when an AggregatorRegistry is made in the worker (lib/cluster.js), so one is.
 */
export function answerPrimaryScrapes(registry: Registry): void {
  AggregatorRegistry.setRegistries([registry]);
  void new AggregatorRegistry();
}
