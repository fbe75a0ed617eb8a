import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, ownStoresEnv, spawnServer } from '@earshot/server/testing/server-process';

export interface RunningServer {
  baseUrl: string;
  dataDir: string;
  /** The server process (benchmarks read its CPU time and memory). */
  pid: number;
  stop(): Promise<void>;
}

const dataDirs = new Map<string, string>();

/** The data folder of a server this process started (its mail outbox is in it). */
export function dataDirOf(baseUrl: string): string {
  const dataDir = dataDirs.get(baseUrl);
  if (!dataDir) throw new Error(`no server of this run at ${baseUrl}`);
  return dataDir;
}

/**
 * Starts the server the way `npm start` does (after the web build), on a fresh port and a fresh data
 * folder, or on the one `env.DATA_DIR` names (prepared by the caller, who also removes it).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const ownDataDir = env.DATA_DIR === undefined;
  const dataDir = env.DATA_DIR ?? mkdtempSync(path.join(os.tmpdir(), 'earshot-e2e-'));
  const { child, baseUrl } = await spawnServer(['--import', 'tsx', 'apps/server/src/main.ts'], port, {
    ...ownStoresEnv(),
    LOG_LEVEL: 'warn',
    // The address it is reached at: a production server (NODE_ENV=production) refuses to start without one.
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    ...env,
    DATA_DIR: dataDir,
  });
  dataDirs.set(baseUrl, dataDir);
  return {
    baseUrl,
    dataDir,
    pid: child.pid ?? 0,
    stop: async () => {
      const exited = new Promise((r) => child.once('exit', r));
      dataDirs.delete(baseUrl);
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
