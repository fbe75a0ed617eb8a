import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import ffmpeg from '@ffmpeg-installer/ffmpeg';
import { TEST_CATALOG } from '@earshot/catalog';
import { createDb, migrateToLatest } from '../apps/server/src/db';
import { seedDemo } from '../apps/server/src/seed';
import { createIngest } from '../apps/server/src/modules/catalog/ingest';
import { probeFile } from '../apps/server/src/modules/catalog/ingest/probe';

const run = promisify(execFile);

/** 2,000 files of 3 s: four in five MP3 (stored as they are), one in five FLAC (transcoded), as a library mixes them. */
const FILES = { mp3: 1600, flac: 400 };
const CLIP_SECONDS = 3;
/** Generated once and kept between runs (the name changes with the recipe). */
const LIBRARY = path.join(os.tmpdir(), `earshot-bench-library-${FILES.mp3}-${FILES.flac}-${CLIP_SECONDS}s`);

export interface IngestRow {
  case: string;
  files: number;
  seconds: number;
  filesPerSecond: number;
  /** Against the bare music-metadata parse of the same files, measured in the same run. */
  vsParse: number;
}

const TAGS = (format: string) => ['-metadata', `artist=Bench ${format}`, '-metadata', 'album=Noise', '-metadata', 'genre=Ambient'];

/**
 * Pink noise, so every clip is a different recording. The MP3s are one long stretch cut by the
 * segment muxer (one ffmpeg run); FLAC clips are written one by one, since a FLAC segment's header
 * cannot state its length.
 */
async function generateLibrary(): Promise<void> {
  if (existsSync(path.join(LIBRARY, 'DONE'))) return;
  await rm(LIBRARY, { recursive: true, force: true });
  await Promise.all(['mp3', 'flac'].map((format) => mkdir(path.join(LIBRARY, format), { recursive: true })));
  const noise = (seconds: number, seed: number) => ['-f', 'lavfi', '-i', `anoisesrc=d=${seconds}:c=pink:a=0.2:seed=${seed}`, '-ac', '2'];
  await run(ffmpeg.path, [
    '-hide_banner', '-loglevel', 'error', ...noise(FILES.mp3 * CLIP_SECONDS, 1), '-c:a', 'libmp3lame', '-b:a', '192k', ...TAGS('mp3'),
    '-f', 'segment', '-segment_time', String(CLIP_SECONDS), '-segment_format', 'mp3', path.join(LIBRARY, 'mp3', '%04d.mp3'),
  ]);
  // The segment muxer leaves a last sliver of a clip after the wanted count.
  for (const extra of (await readdir(path.join(LIBRARY, 'mp3'))).filter((f) => Number.parseInt(f, 10) >= FILES.mp3)) {
    await rm(path.join(LIBRARY, 'mp3', extra));
  }
  const flac = Array.from({ length: FILES.flac }, (_, i) => path.join(LIBRARY, 'flac', `${String(i).padStart(4, '0')}.flac`));
  await eachFile(flac, (file, i) => run(ffmpeg.path, ['-hide_banner', '-loglevel', 'error', ...noise(CLIP_SECONDS, 1000 + i), '-c:a', 'flac', ...TAGS('flac'), file]));
  await writeFile(path.join(LIBRARY, 'DONE'), '');
}

async function listFiles(): Promise<string[]> {
  const entries = await readdir(LIBRARY, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && /\.(mp3|flac)$/.test(e.name)).map((e) => path.join(e.parentPath, e.name));
}

async function timed(work: () => Promise<void>): Promise<number> {
  const started = performance.now();
  await work();
  return (performance.now() - started) / 1000;
}

/** Each file through `step`, as many at once as there are cores (what ingest does). */
async function eachFile(files: string[], step: (file: string, index: number) => Promise<unknown>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < files.length) {
      const index = next++;
      await step(files[index], index);
    }
  };
  await Promise.all(Array.from({ length: os.availableParallelism() }, worker));
}

/** A full ingest into a fresh database and data folder, as `npm run ingest` does it. */
async function ingestOnce(loudness: boolean): Promise<{ seconds: number; added: number }> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'earshot-bench-ingest-'));
  const db = createDb({ kind: 'sqlite', file: path.join(dataDir, 'earshot.db') });
  try {
    await migrateToLatest(db);
    await seedDemo(db, TEST_CATALOG);
    let added = 0;
    const seconds = await timed(async () => {
      added = (await createIngest(db, dataDir).ingestFolder(LIBRARY, { loudness })).added;
    });
    return { seconds, added };
  } finally {
    await db.destroy();
    await rm(dataDir, { recursive: true, force: true });
  }
}

export async function benchIngest(): Promise<{ rows: IngestRow[]; config: { files: number; clipSeconds: number; cores: number } }> {
  await generateLibrary();
  const files = await listFiles();
  const readSeconds = await timed(() => eachFile(files, (f) => readFile(f)));
  const parseSeconds = await timed(() => eachFile(files, (f) => probeFile(f)));
  const cases: { name: string; seconds: number; files: number }[] = [
    { name: 'read the bytes (baseline)', seconds: readSeconds, files: files.length },
    { name: 'music-metadata parse (baseline)', seconds: parseSeconds, files: files.length },
  ];
  for (const loudness of [false, true]) {
    const { seconds, added } = await ingestOnce(loudness);
    if (added !== files.length) throw new Error(`ingest added ${added} of ${files.length} files`);
    cases.push({ name: `ingest, ${loudness ? 'with' : 'without'} loudness`, seconds, files: added });
  }
  const perSecond = (c: { seconds: number; files: number }) => c.files / c.seconds;
  const parseRate = files.length / parseSeconds;
  const round = (v: number, digits: number) => Math.round(v * 10 ** digits) / 10 ** digits;
  return {
    rows: cases.map((c) => ({
      case: c.name, files: c.files, seconds: round(c.seconds, 2), filesPerSecond: round(perSecond(c), 1), vsParse: round(perSecond(c) / parseRate, 3),
    })),
    config: { files: files.length, clipSeconds: CLIP_SECONDS, cores: os.availableParallelism() },
  };
}

export function printIngestTable(title: string, rows: IngestRow[]): void {
  console.log(`\n${title}`);
  console.log('| case | files | seconds | tracks/s | × parse |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(`| ${r.case} | ${r.files} | ${r.seconds} | ${r.filesPerSecond} | ${r.vsParse} |`);
}
