import { parseArgs } from 'node:util';
import { LISTENING_REPORT } from './listening-figures/report';
import { parsePeriod } from './period';
import type { ReportCommand, ReportingDeps, ReportOutcome, ReportRequest } from './report-command';
import { SOUNDEXCHANGE_REPORT } from './soundexchange/report';
import { UsageError } from './usage-error';

/** The reports, by the name typed after `npm run report --`. */
const REPORTS: Record<string, ReportCommand> = {
  soundexchange: SOUNDEXCHANGE_REPORT,
  listening: LISTENING_REPORT,
};

const REPORT_USAGE = [
  'Usage: npm run report -- <report> --from YYYY-MM-DD --to YYYY-MM-DD [options]   (days in UTC, both included)',
  ...Object.values(REPORTS).flatMap((r) => [`  ${r.synopsis}`, ...r.description.map((line) => `      ${line}`)]),
].join('\n');

export interface ParsedReport {
  command: ReportCommand;
  request: ReportRequest;
}

/** Reads the command line (no database needed); a UsageError says what is wrong with it. */
export function parseReportArgs(args: string[]): ParsedReport {
  const [name, ...rest] = args;
  const command = name !== undefined && Object.hasOwn(REPORTS, name) ? REPORTS[name] : undefined;
  if (!command) throw new UsageError(`${name === undefined ? 'Name a report.' : `There is no report called ${name}.`}\n${REPORT_USAGE}`);
  let values: ReportRequest['values'];
  try {
    ({ values } = parseArgs({ args: rest, options: { from: { type: 'string' }, to: { type: 'string' }, ...command.options }, strict: true, allowPositionals: false }));
  } catch (error) {
    throw new UsageError(`${error instanceof Error ? error.message : String(error)}\nUsage: npm run report -- ${command.synopsis}`);
  }
  const { from, to, ...own } = values;
  const period = parsePeriod(typeof from === 'string' ? from : undefined, typeof to === 'string' ? to : undefined);
  return { command, request: { period, values: own } };
}

export function runReport(deps: ReportingDeps, { command, request }: ParsedReport): Promise<ReportOutcome> {
  return command.run(deps, request);
}
