import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

/** How often the checkpointer looks at the write-ahead log (and how old a commit may be before it is on disk). */
const TURN_EVERY_MS = 1000;
/**
 * Pages of the WAL not yet in the database file before the checkpointer folds them back. Each
 * fold-back lets the next commit restart the log, and that commit fsyncs the new log header on
 * the thread that serves requests; folding back every second put that fsync into nearly every
 * listener's start call. At this size it comes once per ~4 MB written.
 */
export const FOLD_BACK_AFTER_PAGES = 1000;
/**
 * Pages the WAL may grow to before a writing request folds it back itself: a safety net in case
 * the checkpointer is gone. Normally the WAL stays far below it.
 */
export const WAL_SAFETY_CHECKPOINT_PAGES = 10_000;

// A worker of its own, with its own connection: a PASSIVE checkpoint neither waits for nor blocks
// readers and writers, and its file copying and fsyncs happen off the thread that serves requests.
// Between fold-backs it fsyncs the log itself (a checkpoint would), so a power cut still loses at
// most about the last second of commits: synchronous=NORMAL does not sync a commit.
const WORKER_SOURCE = `
const { closeSync, fsyncSync, openSync } = require('node:fs');
const { parentPort, workerData } = require('node:worker_threads');
const Sqlite = require(workerData.driver);
const db = new Sqlite(workerData.file);
db.pragma('busy_timeout = 5000');
let wal = null;
let syncedFrames = 0;
const turn = () => {
  // NOOP only reads the log's frame counts.
  const [{ log, checkpointed }] = db.pragma('wal_checkpoint(NOOP)');
  if (log - checkpointed >= workerData.foldBackAfterPages) {
    db.pragma('wal_checkpoint(PASSIVE)');
  } else if (log !== syncedFrames) {
    // A log restarts only after a fold-back, so a restarted log cannot repeat the count synced
    // before it without crossing the fold-back size first.
    wal ??= openSync(workerData.file + '-wal', 'r');
    fsyncSync(wal);
  }
  syncedFrames = log;
};
const timer = setInterval(() => {
  try { turn(); } catch {}
}, workerData.everyMs);
parentPort.once('message', () => {
  clearInterval(timer);
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch {}
  if (wal !== null) closeSync(wal);
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
  const worker = new Worker(WORKER_SOURCE, {
    eval: true,
    workerData: { driver, file, everyMs: TURN_EVERY_MS, foldBackAfterPages: FOLD_BACK_AFTER_PAGES },
  });
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
