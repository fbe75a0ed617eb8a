import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the write-ahead log is folded back into the database file. */
const CHECKPOINT_EVERY_MS = 1000;
/**
 * Pages the WAL may grow to before a writing request folds it back itself: a safety net in case
 * the checkpointer is gone. Normally the WAL stays far below it.
 */
export const WAL_SAFETY_CHECKPOINT_PAGES = 10_000;

// A worker of its own, with its own connection: a PASSIVE checkpoint neither waits for nor blocks
// readers and writers, and its file copying and fsync happen off the thread that serves requests.
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const Sqlite = require(workerData.driver);
const db = new Sqlite(workerData.file);
db.pragma('busy_timeout = 5000');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
  db.close();
  parentPort.close();
});
`;

/**
 * SQLite checkpoints the WAL inside whichever commit crosses its threshold, so every thousandth
 * page written made one playlist call wait 20–30 ms for file copying and an fsync (the p99 of the
 * playlist benchmark). This moves that work to a background thread.
 */
export function startCheckpointer(file: string): { stop(): Promise<void> } {
  const driver = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { driver, file, everyMs: CHECKPOINT_EVERY_MS } });
  worker.unref();
  worker.on('error', (error) => console.error('The SQLite checkpointer stopped', error));
  return {
    stop: () =>
      new Promise<void>((resolve) => {
        worker.once('exit', () => resolve());
        // Held while it finishes: otherwise a process with nothing else to do exits mid-await.
        worker.ref();
        worker.postMessage('stop');
      }),
  };
}
