import { alignedTable, csvText } from '../text-output';
import { type Figures, type ListeningFigures, averageSessionMs, skipsPerHour, tuningHours } from './figures';

/** A duration to the second: 7:05, or 1:02:03 from an hour up. */
function duration(ms: number): string {
  const seconds = Math.round(ms / 1000);
  const [h, m, s] = [Math.floor(seconds / 3600), Math.floor(seconds / 60) % 60, seconds % 60];
  const two = (n: number) => String(n).padStart(2, '0');
  return h > 0 ? `${h}:${two(m)}:${two(s)}` : `${m}:${two(s)}`;
}

const orDash = (value: number | null, text: (v: number) => string) => (value === null ? '–' : text(value));

/** The figures as aligned tables for a terminal. */
export function figuresTable(f: ListeningFigures): string {
  const figureCells = (x: Figures) => [
    tuningHours(x).toFixed(2), String(x.performances), String(x.sessions), orDash(averageSessionMs(x), duration),
    orDash(skipsPerHour(x), (v) => v.toFixed(2)), String(x.listeners),
  ];
  const days = alignedTable(
    [
      { title: 'Day', align: 'left' }, { title: 'Tuning hours', align: 'right' }, { title: 'Performances', align: 'right' },
      { title: 'Sessions', align: 'right' }, { title: 'Avg session', align: 'right' }, { title: 'Skips/hour', align: 'right' },
      { title: 'Listeners', align: 'right' },
    ],
    [...f.days.map((d) => [d.day, ...figureCells(d)]), ['Total', ...figureCells(f.total)]],
  );
  const channels = alignedTable(
    [{ title: '#', align: 'right' }, { title: 'Channel', align: 'left' }, { title: 'Number', align: 'right' }, { title: 'Tuning hours', align: 'right' }, { title: 'Performances', align: 'right' }],
    f.channels.map((c, i) => [String(i + 1), c.name, String(c.number), tuningHours(c).toFixed(2), String(c.performances)]),
  );
  const songs = alignedTable(
    [{ title: '#', align: 'right' }, { title: 'Artist', align: 'left' }, { title: 'Title', align: 'left' }, { title: 'Performances', align: 'right' }],
    f.songs.map((s, i) => [String(i + 1), s.artist, s.title, String(s.performances)]),
  );
  return [
    `Listening figures, ${f.period.first} to ${f.period.last} (UTC)`,
    '',
    ...days,
    '',
    'Top channels by tuning hours',
    ...(f.channels.length ? channels : ['(none)']),
    '',
    'Top songs by performances',
    ...(f.songs.length ? songs : ['(none)']),
  ].join('\n').concat('\n');
}

/** The CSV's columns (docs/reports.md): a row per day, a total, then the top channels and songs, told apart by `section`. */
export const FIGURES_CSV_COLUMNS = [
  'section', 'day', 'rank', 'channel_number', 'channel', 'artist', 'title', 'tuning_hours', 'performances', 'sessions',
  'avg_session_minutes', 'skips_per_listening_hour', 'unique_listeners',
];

/** The figures as one CSV table (RFC 4180). */
export function figuresCsv(f: ListeningFigures): string {
  const figureFields = (x: Figures) => [
    tuningHours(x).toFixed(3), x.performances, x.sessions, orBlank(averageSessionMs(x), (v) => (v / 60_000).toFixed(2)),
    orBlank(skipsPerHour(x), (v) => v.toFixed(2)), x.listeners,
  ];
  return csvText([
    FIGURES_CSV_COLUMNS,
    ...f.days.map((d) => ['day', d.day, '', '', '', '', '', ...figureFields(d)]),
    ['total', `${f.period.first}/${f.period.last}`, '', '', '', '', '', ...figureFields(f.total)],
    ...f.channels.map((c, i) => ['channel', '', i + 1, c.number, c.name, '', '', tuningHours(c).toFixed(3), c.performances, '', '', '', '']),
    ...f.songs.map((s, i) => ['song', '', i + 1, '', '', s.artist, s.title, '', s.performances, '', '', '', '']),
  ]);
}

const orBlank = (value: number | null, text: (v: number) => string) => (value === null ? '' : text(value));
