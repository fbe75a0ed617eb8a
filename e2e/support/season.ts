import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';

const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Runs the operator's `npm run season -- …` against a test server's data folder (its SQLite file). */
export async function seasonCommand(dataDir: string, ...args: string[]): Promise<string> {
  // The server it works on has its own SQLite file and no Redis (support/server.ts): so does the command.
  const { DATABASE_URL: _shared, REDIS_URL: _sharedRedis, ...env } = process.env;
  const { stdout } = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/season.ts', ...args], {
    cwd: repoRoot,
    env: { ...env, DATA_DIR: dataDir },
  });
  return stdout.trim();
}

/** A day as the command takes it, `days` from today (UTC). */
export const utcDay = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
