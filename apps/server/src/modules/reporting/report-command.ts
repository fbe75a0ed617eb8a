import type { ParseArgsConfig } from 'node:util';
import type { Config } from '../../config';
import type { Db } from '../../db';
import type { Period } from './period';

export interface ReportingDeps {
  db: Db;
  settings: Config['report'];
  /** The channel a `--channel` reference names (its number, id or name slug), if any does. */
  channelOf(ref: string): Promise<{ id: string; name: string } | undefined>;
  /** Where relative paths are from (where the command was typed). */
  cwd: string;
}

/** What a report prints and how the command ends (0: done, 1: refused, such as incomplete metadata). */
export interface ReportOutcome {
  stdout: string;
  stderr: string[];
  exitCode: 0 | 1;
}

export interface ReportRequest {
  period: Period;
  /** The report's own options, as parsed. */
  values: Record<string, string | boolean | undefined>;
}

/** One report: its usage, its options beyond `--from` and `--to`, and what it does. */
export interface ReportCommand {
  synopsis: string;
  description: string[];
  options: NonNullable<ParseArgsConfig['options']>;
  run(deps: ReportingDeps, request: ReportRequest): Promise<ReportOutcome>;
}
