import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../../..');
const report = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'apps/server/src/cli/report.ts', ...args], { cwd: repoRoot, encoding: 'utf8' });

it('answers a command line it cannot use with what is wrong and its usage on stderr, exit code 2 and no stack trace', () => {
  const unknown = report('royalties', '--from', '2026-11-01', '--to', '2026-11-30');
  expect(unknown.status).toBe(2);
  expect(unknown.stdout).toBe('');
  expect(unknown.stderr).toMatch(/^There is no report called royalties\.\nUsage: npm run report -- <report>/);
  const backwards = report('listening', '--from', '2026-11-30', '--to', '2026-11-01');
  expect(backwards.status).toBe(2);
  expect(backwards.stderr).toBe('--from 2026-11-30 is after --to 2026-11-01.\n');
  for (const run of [unknown, backwards]) expect(run.stderr).not.toMatch(/\n\s+at /);
});
