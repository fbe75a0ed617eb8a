import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');

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

/**
 * This environment without the shared stores: each test server gets its own fresh SQLite file (CI
 * exports DATABASE_URL for the API suite, and a shared PostgreSQL database would carry one run's
 * accounts into the next) and no Redis (rate-limit counts would outlive the run).
 */
export function ownStoresEnv(): NodeJS.ProcessEnv {
  const { DATABASE_URL: _shared, REDIS_URL: _sharedRedis, ...own } = process.env;
  return own;
}

export interface ServerProcess {
  child: ChildProcess;
  baseUrl: string;
}

/**
 * Runs `node ...args` from the repository root as a server on 127.0.0.1:`port` (`env` is its whole
 * environment, PORT and HOST aside) and resolves once it is ready (/readyz): a first start listens
 * (/healthz) before its catalog is seeded.
 */
export async function spawnServer(args: string[], port: number, env: NodeJS.ProcessEnv, startMs = 150_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + startMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`server exited (${child.exitCode ?? child.signalCode}) before it answered`);
    if (await fetch(`${baseUrl}/readyz`).then((r) => r.ok, () => false)) return { child, baseUrl };
    await new Promise((r) => setTimeout(r, 50));
  }
  child.kill('SIGKILL');
  throw new Error(`server was not ready (/readyz) within ${startMs} ms`);
}
