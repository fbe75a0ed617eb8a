export type { ComplementReport, ComplementRule, ComplementViolation } from './audit';
export { auditComplement } from './audit-plays';
export { formatComplementReport } from './format';
