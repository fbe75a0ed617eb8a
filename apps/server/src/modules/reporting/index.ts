/**
 * Reporting (issue 26): royalty reports and listening figures, read from the plays listening logs
 * and the catalog's tracks and channels through their read models; it owns no tables. The CLI
 * (`npm run report`) is its one caller.
 */
export { parseReportArgs, runReport } from './command';
export type { ReportingDeps } from './report-command';
export { UsageError } from './usage-error';
