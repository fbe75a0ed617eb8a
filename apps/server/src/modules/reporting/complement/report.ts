import type { ReportCommand } from '../report-command';
import { auditComplement } from './audit-plays';
import { formatComplementReport } from './format';

/**
 * The performance complement audit (issue 26): every stream of the period checked against the
 * 3-hour rules, with the songs that broke them; exit 1 if any did.
 */
export const COMPLEMENT_REPORT: ReportCommand = {
  synopsis: 'complement --from YYYY-MM-DD --to YYYY-MM-DD',
  description: [
    'the performance complement audit: each listener stream and public stream that broke the 3-hour rules, with the songs (exit 1 if any)',
  ],
  options: {},
  async run(deps, { period }) {
    const report = await auditComplement(deps.db, period.span);
    return { stdout: `${formatComplementReport(report)}\n`, stderr: [], exitCode: report.violations.length > 0 ? 1 : 0 };
  },
};
