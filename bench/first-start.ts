import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { Readable } from 'node:stream';
import { freePort, ownStoresEnv } from '@earshot/server/testing/server-process';
import { createBenchDatabase } from './bench-database';
import { loadAverageNow } from './stats';

const repoRoot = path.resolve(import.meta.dirname, '..');
/** The target: a first start on PostgreSQL within twice SQLite's. */
const TARGET_RATIO = 2;
/** Before the fix PostgreSQL took six minutes; give up well past that. */
const GIVE_UP_MS = 10 * 60_000;
const POLL_MS = 100;

type Dialect = 'sqlite' | 'postgres';

export interface FirstStartRow {
  database: Dialect;
  /** From spawning `npm start`'s entry to the first /healthz 200. */
  listeningS: number;
  /** From spawning to the first /readyz 200: the catalog seeded. */
  readyS: number;
  /** Whether /readyz said 503 while /healthz already answered (it must, while seeding). */
  notReadyWhileSeeding: boolean;
  /** The server's progress lines, as an operator sees them. */
  progress: string[];
}

const status = (url: string) => fetch(url).then((r) => r.status, () => 0);
const seconds = (ms: number) => Math.round(ms / 100) / 10;

async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}

/** One first start of the full demo catalog on an empty database, timed from outside the process. */
async function firstStart(database: Dialect): Promise<FirstStartRow> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'earshot-first-start-'));
  const postgres = database === 'postgres' ? await createBenchDatabase('first-start') : undefined;
  const port = await freePort();
  const started = Date.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...ownStoresEnv(),
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      AUDIO_WORKERS: '1',
      CATALOG_SIZE: 'full',
      ...(postgres ? { DATABASE_URL: postgres.url } : {}),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const progress: string[] = [];
  createInterface({ input: child.stdout as Readable }).on('line', (line) => progress.push((JSON.parse(line) as { msg: string }).msg));
  const base = `http://127.0.0.1:${port}`;
  let listeningS = 0;
  let notReadyWhileSeeding = false;
  try {
    while (Date.now() - started < GIVE_UP_MS) {
      if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}) during its first start`);
      const [health, ready] = await Promise.all([status(`${base}/healthz`), status(`${base}/readyz`)]);
      if (health === 200 && !listeningS) listeningS = seconds(Date.now() - started);
      if (health === 200 && ready === 503) notReadyWhileSeeding = true;
      if (ready === 200) return { database, listeningS, readyS: seconds(Date.now() - started), notReadyWhileSeeding, progress };
      await new Promise((r) => setTimeout(r, POLL_MS));
    }
    throw new Error(`no /readyz 200 within ${GIVE_UP_MS / 1000} s`);
  } finally {
    await stop(child);
    await postgres?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The first start on SQLite, then on PostgreSQL when DATABASE_URL is set, and their ratio. */
export async function benchFirstStart() {
  const loadAverage = loadAverageNow();
  const rows = [await firstStart('sqlite')];
  if (process.env.DATABASE_URL) rows.push(await firstStart('postgres'));
  const [sqlite, postgres] = rows;
  const ratio = postgres ? Math.round((postgres.readyS / sqlite.readyS) * 100) / 100 : null;
  const pass = rows.every((r) => r.notReadyWhileSeeding) && (ratio === null || ratio <= TARGET_RATIO);
  return { config: { catalog: 'full', targetRatio: TARGET_RATIO, loadAverage, cpus: os.cpus().length }, rows, ratio, pass };
}
