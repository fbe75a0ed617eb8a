import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ReportCommand } from '../report-command';
import { plural } from '../text-output';
import { UsageError } from '../usage-error';
import { isIncomplete, reportFileName, reportOfUse } from './format';
import { type RecordingPerformances, songPerformances } from './repo';

const missing = (r: RecordingPerformances) =>
  `  ${r.artist} – ${r.title} (track ${r.trackId}, ${plural(r.performances, 'performance', 'performances')}): no ISRC, ${
    [r.album.trim() ? '' : 'no album title', r.label.trim() ? '' : 'no label'].filter(Boolean).join(', ')
  }`;

/**
 * SoundExchange's census report of use: each song performed in the period, with every transmission
 * to every listener counted (issue 26). A song without an ISRC needs its album title and label;
 * songs with neither are listed, and the report is not written unless `--allow-incomplete` says so.
 */
export const SOUNDEXCHANGE_REPORT: ReportCommand = {
  synopsis: 'soundexchange --from YYYY-MM-DD --to YYYY-MM-DD [--channel <ref>] [--out DIR] [--allow-incomplete]',
  description: [
    "the report of use for SoundExchange: each song's performances, one line each, into DIR (default: here)",
    '--channel: one channel (number, id or name slug) and the listeners\' own copies of it',
    '--allow-incomplete: write it although some songs have no ISRC and no album title or label',
  ],
  options: { channel: { type: 'string' }, out: { type: 'string' }, 'allow-incomplete': { type: 'boolean' } },
  async run(deps, { period, values }) {
    const ref = typeof values.channel === 'string' ? values.channel : null;
    const channel = ref === null ? null : await deps.channelOf(ref);
    if (channel === undefined) throw new UsageError(`No channel has the number, id or name slug ${ref}.`);
    const recordings = await songPerformances(deps.db, period.span, channel?.id ?? null);
    const incomplete = recordings.filter(isIncomplete);
    const stderr = incomplete.length
      ? [`${plural(incomplete.length, 'song has', 'songs have')} no ISRC and no album title and label to identify ${incomplete.length === 1 ? 'it' : 'them'}:`, ...incomplete.map(missing)]
      : [];
    if (incomplete.length && !values['allow-incomplete']) {
      stderr.push('No report written. Add the ISRCs, or the album titles and labels (npm run ingest reads them from tags), or pass --allow-incomplete.');
      return { stdout: '', stderr, exitCode: 1 };
    }
    const dir = path.resolve(deps.cwd, typeof values.out === 'string' ? values.out : '.');
    const file = path.join(dir, reportFileName(deps.settings, period));
    mkdirSync(dir, { recursive: true });
    writeFileSync(file, reportOfUse(deps.settings, recordings));
    const performances = recordings.reduce((sum, r) => sum + r.performances, 0);
    const scope = channel ? `channel ${channel.name}` : 'all channels';
    return {
      stdout: `${file}\n${plural(recordings.length, 'sound recording', 'sound recordings')}, ${plural(performances, 'performance', 'performances')}, ${period.first} to ${period.last} (UTC, ${scope}).\n`,
      stderr,
      exitCode: 0,
    };
  },
};
