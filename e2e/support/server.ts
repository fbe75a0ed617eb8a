import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** The server process (benchmarks read its CPU time and memory). */
  pid: number;
  stop(): Promise<void>;
}

/**
 * This environment without the shared stores: each test server gets its own fresh SQLite file (CI
 * exports DATABASE_URL for the API suite, and a shared PostgreSQL database would carry one run's
 * accounts into the next) and no Redis (rate-limit counts would outlive the run).
 */
export function ownStoresEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _shared, REDIS_URL: _sharedRedis, ...own } = process.env;
  return own;
}

/**
 * Starts the server the way `npm start` does (after the web build), on a fresh port and a fresh data
 * folder, or on the one `env.DATA_DIR` names (prepared by the caller, who also removes it).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'earshot-e2e-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...ownStoresEnv(), PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env, DATA_DIR: dataDir },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    const ok = await fetch(`${baseUrl}/healthz`).then((r) => r.ok, () => false);
    if (ok) break;
    await new Promise((r) => setTimeout(r, 250));
  }
  return {
    baseUrl,
    dataDir,
    pid: child.pid ?? 0,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
