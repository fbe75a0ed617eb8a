import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ownStoresEnv } from '@earshot/server/testing/server-process';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/**
 * Runs one of the operator's commands (`apps/server/src/cli/<command>.ts`, what `npm run <command>`
 * runs) against a test server's data folder; answers what it printed.
 */
export async function operatorCommand(dataDir: string, command: string, args: string[], env: Record<string, string> = {}): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', `apps/server/src/cli/${command}.ts`, ...args], {
    cwd: repoRoot,
    // The server it works on has its own SQLite file and no Redis: so does the command.
    env: { ...ownStoresEnv(), DATA_DIR: dataDir, ...env },
  });
  return stdout.trim();
}
