import type { ReportCommand } from '../report-command';
import { listeningFigures, TOP_COUNT } from './figures';
import { figuresCsv, figuresTable } from './render';

/** Listening figures for the operator (issue 26): per day and in all, and the top channels and songs. */
export const LISTENING_REPORT: ReportCommand = {
  synopsis: 'listening --from YYYY-MM-DD --to YYYY-MM-DD [--csv]',
  description: [
    `tuning hours, performances, sessions, average session, skips per hour and listeners per day, then the top ${TOP_COUNT} channels and songs`,
    '--csv: the same as CSV on standard output (columns in docs/reports.md)',
  ],
  options: { csv: { type: 'boolean' } },
  async run(deps, { period, values }) {
    const figures = await listeningFigures(deps.db, period);
    return { stdout: values.csv ? figuresCsv(figures) : figuresTable(figures), stderr: [], exitCode: 0 };
  },
};
