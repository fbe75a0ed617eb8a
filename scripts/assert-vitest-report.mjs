// Fails the run when a vitest JSON report shows a failure, a skipped or todo test, or no test at all,
// then prints the plain "suite: N passed, N failed" line CI reads.
import { readFileSync } from 'node:fs';

const [file, suite = 'tests'] = process.argv.slice(2);
const report = JSON.parse(readFileSync(file, 'utf8'));
const passed = report.numPassedTests ?? 0;
const failed = report.numFailedTests ?? 0;
const brokenFiles = report.numFailedTestSuites ?? 0;
const skipped = (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0);
console.log(`${suite}: ${passed} passed, ${failed} failed, ${skipped} skipped`);
if (failed > 0 || brokenFiles > 0 || skipped > 0 || passed === 0 || report.success === false) {
  console.error(`${suite}: not green (failures, skipped tests, or no tests ran)`);
  process.exit(1);
}
