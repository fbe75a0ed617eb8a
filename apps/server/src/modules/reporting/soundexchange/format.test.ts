import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../../config';
import { parsePeriod } from '../period';
import { reportFileName, textField } from './format';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'earshot-sx-config-'));
const settings = (env: Record<string, string> = {}) => loadConfig({ DATA_DIR: dataDir, SECRET_KEY: 's'.repeat(40), ...env }).report;

describe('report of use fields', () => {
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes text upper-cased between carets, with no caret, pipe or line break of its own and accents taken off', () => {
    expect(textField('Sigur Rós')).toBe('^SIGUR ROS^');
    expect(textField('  Hey ^ You |Me\r\nagain\t ')).toBe('^HEY YOU ME AGAIN^');
    expect(textField('Straße')).toBe('^STRASSE^');
    // No ASCII form: kept as it is.
    expect(textField('Ørsted')).toBe('^ØRSTED^');
    expect(textField('')).toBe('^^');
  });

  it("names the file after the service's letters and digits, the first and last day (ddmmyyyy) and the transmission category", () => {
    const period = parsePeriod('2026-02-01', '2026-02-28');
    expect(reportFileName(settings(), period)).toBe('EARSHOT01022026-28022026_A.txt');
    expect(reportFileName(settings({ REPORT_SERVICE_NAME: 'Radio Ö-1 (web)!', REPORT_TRANSMISSION_CATEGORY: 'B' }), period)).toBe('RADIOO1WEB01022026-28022026_B.txt');
  });

  it("takes the service's name and its category from REPORT_SERVICE_NAME and REPORT_TRANSMISSION_CATEGORY, and refuses ones that cannot be written", () => {
    expect(settings()).toEqual({ serviceName: 'Earshot', transmissionCategory: 'A' });
    expect(settings({ REPORT_SERVICE_NAME: '  KXYZ Online ' })).toEqual({ serviceName: 'KXYZ Online', transmissionCategory: 'A' });
    expect(() => settings({ REPORT_SERVICE_NAME: '***' })).toThrow(ConfigError);
    expect(() => settings({ REPORT_SERVICE_NAME: '***' })).toThrow(/REPORT_SERVICE_NAME must hold a letter or a digit/);
    for (const category of ['a', 'AB', '1']) {
      expect(() => settings({ REPORT_TRANSMISSION_CATEGORY: category })).toThrow(/REPORT_TRANSMISSION_CATEGORY must be one of SoundExchange's category letters/);
    }
  });
});
