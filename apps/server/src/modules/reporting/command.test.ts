import { describe, expect, it } from 'vitest';
import { parseReportArgs } from './command';
import { DAY_MS } from './period';
import { csvText } from './text-output';
import { UsageError } from './usage-error';

const fails = (args: string[], message: RegExp | string) => {
  expect(() => parseReportArgs(args)).toThrow(UsageError);
  expect(() => parseReportArgs(args)).toThrow(message);
};
const day = ['--from', '2026-11-01', '--to', '2026-11-01'];

describe('npm run report arguments', () => {
  it('takes a report, its days (UTC, both included) and its own options', () => {
    const { request } = parseReportArgs(['soundexchange', '--from', '2026-11-01', '--to', '2026-11-30', '--channel', 'christmas-pop', '--allow-incomplete']);
    expect(request.period).toEqual({ first: '2026-11-01', last: '2026-11-30', span: { from: Date.UTC(2026, 10, 1), to: Date.UTC(2026, 11, 1) } });
    expect(request.values).toEqual({ channel: 'christmas-pop', 'allow-incomplete': true });
    expect(parseReportArgs(['listening', ...day, '--csv']).request).toEqual({
      period: { first: '2026-11-01', last: '2026-11-01', span: { from: Date.UTC(2026, 10, 1), to: Date.UTC(2026, 10, 1) + DAY_MS } },
      values: { csv: true },
    });
  });

  it('names the reports when none or an unknown one is asked for', () => {
    fails([], /^Name a report\.\nUsage: npm run report -- <report>/);
    fails(['royalties', ...day], /^There is no report called royalties\.\nUsage: .*\n {2}soundexchange --from .*\n[\s\S]*\n {2}listening --from/);
    fails(['constructor', ...day], 'There is no report called constructor.');
  });

  it('says which day is missing, malformed, not in the calendar, or after the last', () => {
    fails(['listening'], 'Give the first and last day: --from YYYY-MM-DD --to YYYY-MM-DD.');
    fails(['listening', '--from', '2026-11-01'], 'Give the first and last day');
    fails(['listening', '--from', '2026-1-5', '--to', '2026-11-01'], '--from 2026-1-5 is not a day: write it YYYY-MM-DD.');
    fails(['listening', '--from', '2026-11-01', '--to', '2026-02-30'], '--to 2026-02-30 is not a day: write it YYYY-MM-DD.');
    fails(['listening', '--from', '2026-11-02', '--to', '2026-11-01'], '--from 2026-11-02 is after --to 2026-11-01.');
  });

  it("refuses options the report does not take, a value missing, and stray words, showing the report's usage", () => {
    fails(['soundexchange', ...day, '--csv'], /^Unknown option '--csv'\nUsage: npm run report -- soundexchange --from YYYY-MM-DD --to YYYY-MM-DD \[--channel <ref>\]/);
    fails(['listening', ...day, '--channel', '12'], "Unknown option '--channel'");
    fails(['soundexchange', ...day, '--channel'], "Option '--channel <value>' argument missing");
    fails(['listening', ...day, 'november'], "Unexpected argument 'november'");
  });
});

describe('CSV', () => {
  it('quotes a field holding a comma, a double quote or a line break, doubling its quotes, and ends each record with CR LF', () => {
    expect(csvText([['plain', 3, 'a,b'], ['say "hi"', 'two\nlines', '']])).toBe('plain,3,"a,b"\r\n"say ""hi""","two\nlines",\r\n');
  });
});
