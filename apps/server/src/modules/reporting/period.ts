import type { Span } from '../listening';
import { UsageError } from './usage-error';

/** Reports count by UTC days. */
export const DAY_MS = 24 * 3600 * 1000;

/** Whole UTC days, `first` to `last` both included. */
export interface Period {
  first: string;
  last: string;
  /** From `first` at 00:00 UTC to the day after `last` at 00:00 UTC. */
  span: Span;
}

/** The UTC day (YYYY-MM-DD) of an instant. */
const dayOf = (ms: number): string => new Date(ms).toISOString().slice(0, 10);

/** 00:00 UTC of a YYYY-MM-DD day, or null if it is not one (2026-02-30, 2026-1-5). */
function startOf(day: string): number | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return null;
  const ms = Date.parse(`${day}T00:00:00Z`);
  return Number.isNaN(ms) || dayOf(ms) !== day ? null : ms;
}

/** The days `--from` and `--to` name; a usage error for a missing or malformed day, or a range that runs backwards. */
export function parsePeriod(from: string | undefined, to: string | undefined): Period {
  if (from === undefined || to === undefined) throw new UsageError('Give the first and last day: --from YYYY-MM-DD --to YYYY-MM-DD.');
  const start = startOf(from);
  if (start === null) throw new UsageError(`--from ${from} is not a day: write it YYYY-MM-DD.`);
  const end = startOf(to);
  if (end === null) throw new UsageError(`--to ${to} is not a day: write it YYYY-MM-DD.`);
  if (start > end) throw new UsageError(`--from ${from} is after --to ${to}.`);
  return { first: from, last: to, span: { from: start, to: end + DAY_MS } };
}

/** Every day of the period, in order. */
export function daysOf(period: Period): string[] {
  const days: string[] = [];
  for (let ms = period.span.from; ms < period.span.to; ms += DAY_MS) days.push(dayOf(ms));
  return days;
}
