import type { Db } from '../../../db';
import { airedSongs, DEFAULT_POLICY } from '../../listening';
import { auditSongs, type ComplementReport } from './audit';

/**
 * The complement audit of every stream over [from, to) (ms), from the plays log. The window before
 * `from` is read too, so a window straddling the start is checked; only violations at songs in the
 * range are reported.
 */
export function auditComplement(db: Db, range: { from: number; to: number }): Promise<ComplementReport> {
  return auditSongs(airedSongs(db, range.from - DEFAULT_POLICY.windowMs, range.to), range);
}
