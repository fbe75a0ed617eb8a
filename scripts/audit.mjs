// `npm audit --omit=dev` at the level issue 10 sets: fails on any high or critical advisory against a
// runtime dependency. A registry that refuses advisory requests (some mirrors answer 405) is said
// loudly; AUDIT_REQUIRED=true makes that a failure too.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8' });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  console.error(`audit: npm audit printed no report\n${run.stderr}`);
  process.exit(1);
}

const counts = report.metadata?.vulnerabilities;
if (!counts) {
  const refusal = report.message || report.error?.summary || 'no report';
  console.error(`audit: NOT RUN: the registry refused the advisory request (${refusal.split('\n')[0]}); runtime dependencies are unaudited here`);
  process.exit(process.env.AUDIT_REQUIRED === 'true' ? 1 : 0);
}

const serious = Object.values(report.vulnerabilities ?? {}).filter((v) => v.severity === 'high' || v.severity === 'critical');
console.log(`audit: ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low (runtime dependencies)`);
for (const v of serious) console.error(`audit: ${v.severity}: ${v.name} ${v.range}`);
process.exit(serious.length > 0 ? 1 : 0);
