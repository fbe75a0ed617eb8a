import { loadConfig } from '../config';
import { createDb, migrateToLatest } from '../db';
import { parseReportArgs, runReport, UsageError } from '../modules/reporting';
import { runCommand } from './open-catalog';
import { reportingDeps } from './reporting-deps';

/** Runs the report the command line names on the server's database; its exit code. */
async function report(args: string[]): Promise<number> {
  // The command line first: a mistyped one is told before any database is opened.
  const parsed = parseReportArgs(args);
  const config = loadConfig();
  const db = createDb(config.database);
  try {
    await migrateToLatest(db);
    const outcome = await runReport(reportingDeps(db, config, process.env.INIT_CWD ?? process.cwd()), parsed);
    process.stdout.write(outcome.stdout);
    for (const line of outcome.stderr) console.error(line);
    return outcome.exitCode;
  } finally {
    await db.destroy();
  }
}

/** `npm run report -- <report> …`: royalty reports and listening figures (exit 2 for a command line it cannot use). */
await runCommand(async () => {
  try {
    return await report(process.argv.slice(2));
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    console.error(error.message);
    return 2;
  }
});
