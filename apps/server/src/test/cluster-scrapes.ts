/**
 * A cluster as main.ts runs one with WORKERS > 1 and METRICS_PORT, with figures instead of
 * servers: two workers, each counting two stream plays and 1000 bytes of web audio in a
 * ServiceMetrics of its own, and the primary's scrape listener. The primary prints the listener's
 * address once both workers are up. Run with `node --import tsx`.
 */
import cluster from 'node:cluster';
import { answerPrimaryScrapes, clusterScrapes, listenForScrapes } from '../metrics/scrapes';
import { ServiceMetrics } from '../metrics/service-metrics';

const WORKERS = 2;

if (cluster.isPrimary) {
  const listener = await listenForScrapes({ host: '127.0.0.1', port: 0 }, clusterScrapes());
  let ready = 0;
  for (let i = 0; i < WORKERS; i++) {
    cluster.fork().on('message', (message) => {
      if (message === 'ready' && ++ready === WORKERS) console.log(JSON.stringify({ url: listener.url }));
    });
  }
  process.once('SIGTERM', () => {
    cluster.disconnect(() => process.exit(0));
  });
} else {
  const metrics = new ServiceMetrics();
  metrics.streamPlays(2);
  metrics.audioSent('web', 1000);
  answerPrimaryScrapes(metrics.registry);
  process.send?.('ready');
}
