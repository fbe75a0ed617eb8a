import { operatorCommand } from './operatorCommand';

/** Runs the operator's `npm run season -- …` against a test server's data folder (its SQLite file). */
export function seasonCommand(dataDir: string, ...args: string[]): Promise<string> {
  return operatorCommand(dataDir, 'season', args);
}

/** A day as the command takes it, `days` from today (UTC). */
export const utcDay = (days: number) => new Date(Date.now() + days * 24 * 3600 * 1000).toISOString().slice(0, 10);
