import cluster, { type Worker } from 'node:cluster';

/** A worker that dies sooner than this after starting is failing at boot: not restarted, or it would loop. */
const BOOT_FAILURE_MS = 5000;

/**
 * The primary of `WORKERS` > 1: forks the HTTP workers (they share the port), replaces one that
 * crashes, and on SIGTERM or SIGINT passes the signal on and exits once every worker has
 * finished its requests.
 */
export function runPrimary(workers: number, log: (message: string) => void): void {
  let stopping = false;
  const startedAt = new Map<Worker, number>();
  const fork = () => startedAt.set(cluster.fork(), Date.now());

  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    if (lived < BOOT_FAILURE_MS) {
      log(`worker ${worker.process.pid} failed to start (${signal ?? `code ${code}`}); stopping`);
      stop();
      return;
    }
    log(`worker ${worker.process.pid} exited (${signal ?? `code ${code}`}); starting another`);
    fork();
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    if (startedAt.size === 0) process.exit(1);
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
  };
  process.once('SIGTERM', stop);
  process.once('SIGINT', stop);
  for (let i = 0; i < workers; i++) fork();
}
