import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { ownStoresEnv } from '../../apps/server/src/test/server-process';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Runs the operator's `npm run season -- …` against a test server's data folder (its SQLite file). */
export async function seasonCommand(dataDir: string, ...args: string[]): Promise<string> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/season.ts', ...args], {
    cwd: repoRoot,
    // The server it works on has its own SQLite file and no Redis: so does the command.
    env: { ...ownStoresEnv(), DATA_DIR: dataDir },
  });
  return stdout.trim();
}

/** A day as the command takes it, `days` from today (UTC). */
export const utcDay = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
