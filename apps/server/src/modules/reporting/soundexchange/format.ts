import type { Config } from '../../../config';
import type { Period } from '../period';
import type { RecordingPerformances } from './repo';

/** The census report of use's columns, in SoundExchange's order; the header line names them as they are. */
const REPORT_OF_USE_COLUMNS = [
  'NAME_OF_SERVICE', 'TRANSMISSION_CATEGORY', 'FEATURED_ARTIST', 'SOUND_RECORDING_TITLE', 'ISRC', 'ALBUM_TITLE', 'MARKETING_LABEL',
  'ACTUAL_TOTAL_PERFORMANCES',
] as const;

/** Records end with CR LF: a report of use is a plain ASCII-era text file, and CR LF reads as a line break everywhere. */
const RECORD_END = '\r\n';

/**
 * A text field: upper case between carets (^ marks text, | separates fields). A caret or a pipe in
 * the value itself, or a control character, would break the record and has no escape in the format:
 * each becomes a space, and runs of spaces one. Reports of use are ASCII: accents are taken off
 * (RÓS → ROS); a letter with no ASCII form (Ø, another script) stays as it is, in UTF-8.
 */
export function textField(value: string): string {
  return `^${capitals(value).replace(/[\^|\p{Cc}]/gu, ' ').replace(/\s+/g, ' ').trim()}^`;
}

/** Upper case without accents. */
const capitals = (value: string) => value.toUpperCase().normalize('NFKD').replace(/\p{M}/gu, '');

/** An ISRC as the report wants it: its 12 characters, without the hyphens it is often written with. */
const isrcOf = (isrc: string) => isrc.replaceAll('-', '');

/** Without an ISRC a recording is known by its album and label: a line without either identifies nothing. */
export const isIncomplete = (r: RecordingPerformances): boolean => isrcOf(r.isrc).trim() === '' && (r.album.trim() === '' || r.label.trim() === '');

/** The report's text: the header line, then one line per recording, by artist, title and ISRC. */
export function reportOfUse(settings: Config['report'], recordings: RecordingPerformances[]): string {
  const lines = recordings.map((r) => ({
    key: [textField(r.artist), textField(r.title), isrcOf(r.isrc), r.trackId],
    fields: [
      textField(settings.serviceName), textField(settings.transmissionCategory), textField(r.artist), textField(r.title),
      textField(isrcOf(r.isrc)), textField(r.album), textField(r.label), String(r.performances),
    ],
  }));
  // Code-unit order: the same on every machine and database.
  lines.sort((a, b) => compareKeys(a.key, b.key));
  return [REPORT_OF_USE_COLUMNS.join('|'), ...lines.map((l) => l.fields.join('|'))].map((line) => line + RECORD_END).join('');
}

function compareKeys(a: string[], b: string[]): number {
  const i = a.findIndex((part, n) => part !== b[n]);
  if (i < 0) return 0;
  return a[i] < b[i] ? -1 : 1;
}

/** `{SERVICE}{ddmmyyyy}-{ddmmyyyy}_{category}.txt`, the service's name in capitals with only its letters and digits. */
export function reportFileName(settings: Config['report'], period: Period): string {
  const service = capitals(settings.serviceName).replace(/[^A-Z0-9]/g, '');
  const ddmmyyyy = (day: string) => day.split('-').reverse().join('');
  return `${service}${ddmmyyyy(period.first)}-${ddmmyyyy(period.last)}_${settings.transmissionCategory}.txt`;
}
