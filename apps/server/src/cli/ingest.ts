import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { createIngest, type IngestReport, type Outcome, TRACK_KINDS } from '../modules/catalog/ingest';
import { openCatalog, runCommand } from './open-catalog';
import { Progress } from './progress';

const USAGE = `usage: npm run ingest -- <folder> [--no-loudness] [--jobs <n>] [--as song|ad|sweeper]

Reads every MP3, AAC/M4A, FLAC and Ogg/Opus file under <folder> into the catalog (the database
the server uses: DATA_DIR, or DATABASE_URL) and the media store (DATA_DIR/media). Running it
again only reads new or changed files. Put the tracks on channels with npm run catalog:apply.

  --no-loudness  skip the EBU R128 measurement (no decoding of MP3 and AAC); gains come from ReplayGain
                 tags when files have them, else 0 dB, and gains measured earlier are kept
  --jobs <n>     files read at once (default: the number of cores)
  --as <kind>    what the files are: song (default), ad (audio ads: played in the ad breaks, their
                 tags and cover art shown by the player) or sweeper (station ids)`;

const describe = (outcome: Outcome) =>
  outcome.kind === 'broken' ? `broken: ${outcome.reason}` : outcome.kind === 'duplicate' ? `duplicate of ${outcome.of}` : outcome.kind;

function summary(r: IngestReport, seconds: number): string {
  const lines = [
    `${r.files} files in ${seconds.toFixed(1)} s: ${r.added} added, ${r.updated} updated, ${r.moved} moved, ${r.unchanged} unchanged, ` +
      `${r.duplicates.length} duplicates, ${r.broken.length} broken`,
    ...r.broken.map((b) => `  skipped ${b.path}: ${b.reason}`),
    ...r.duplicates.map((d) => `  duplicate ${d.path} (same recording as ${d.of})`),
  ];
  if (r.added + r.updated > 0) lines.push('Run npm run catalog:apply -- <file> to put new music on channels (channels are compiled when a file is applied).');
  return lines.join('\n');
}

await runCommand(async () => {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      'no-loudness': { type: 'boolean', default: false },
      jobs: { type: 'string' },
      as: { type: 'string', default: 'song' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const jobs = values.jobs === undefined ? undefined : Number(values.jobs);
  const trackKind = TRACK_KINDS.find((kind) => kind === values.as);
  if (values.help || positionals.length !== 1 || !trackKind || (jobs !== undefined && !(Number.isInteger(jobs) && jobs > 0))) {
    console.error(USAGE);
    return values.help ? 0 : 2;
  }
  const folder = path.resolve(process.env.INIT_CWD ?? process.cwd(), positionals[0]);
  if (!(await stat(folder).catch(() => null))?.isDirectory()) {
    console.error(`${folder} is not a folder`);
    return 2;
  }
  const { config, db } = await openCatalog();
  try {
    const progress = new Progress();
    const started = performance.now();
    const report = await createIngest(db, config.dataDir).ingestFolder(folder, {
      loudness: !values['no-loudness'],
      concurrency: jobs,
      trackKind,
      onFile: ({ done, total, path: file, outcome }) => progress.step(done, total, `${describe(outcome)}  ${path.relative(folder, file)}`),
    });
    progress.end();
    console.log(summary(report, (performance.now() - started) / 1000));
    return 0;
  } finally {
    await db.destroy();
  }
});
