import { availableParallelism } from 'node:os';
import type { MediaStore } from '../../media';
import { ingestFile, type Outcome } from './ingest-file';
import type { IngestRepo } from './repo';
import type { TrackKind } from './rows';
import { scanFolder } from './scan';

export interface IngestOptions {
  /** Measure each new or changed file's loudness (EBU R128); without it, ReplayGain tags or 0 dB. */
  loudness: boolean;
  /** Files read at once (one ffmpeg each); defaults to the number of cores. */
  concurrency?: number;
  /** What the files are; songs unless told (`--as ad`: audio ads, with their tags and cover art as the player shows them). */
  trackKind?: TrackKind;
  /** Called as each file is done, in the order they finish. */
  onFile?: (progress: { done: number; total: number; path: string; outcome: Outcome }) => void;
}

export interface IngestReport {
  files: number;
  added: number;
  updated: number;
  moved: number;
  unchanged: number;
  duplicates: { path: string; of: string }[];
  broken: { path: string; reason: string }[];
}

/** Reads a folder of audio files into the catalog and the media store. */
export class IngestService {
  constructor(private readonly repo: IngestRepo, private readonly media: MediaStore) {}

  async ingestFolder(root: string, opts: IngestOptions): Promise<IngestReport> {
    const files = await scanFolder(root);
    await this.media.clearTemp();
    const [genres, seen] = await Promise.all([this.repo.genres(), this.repo.seenFiles()]);
    if (genres.length === 0) throw new Error('the catalog has no genres yet: start the server once (or apply a curation file with genres) before ingesting');
    let queue = Promise.resolve();
    const exclusive = <T>(step: () => Promise<T>): Promise<T> => {
      const run = queue.then(step);
      queue = run.then(() => undefined, () => undefined);
      return run;
    };
    const ctx = { repo: this.repo, media: this.media, genres, seen, loudness: opts.loudness, trackKind: opts.trackKind ?? 'song', exclusive };
    const report: IngestReport = { files: files.length, added: 0, updated: 0, moved: 0, unchanged: 0, duplicates: [], broken: [] };
    let next = 0;
    let done = 0;
    const worker = async () => {
      while (next < files.length) {
        const file = files[next++];
        const outcome = await ingestFile(file, ctx);
        tally(report, file.path, outcome);
        opts.onFile?.({ done: ++done, total: files.length, path: file.path, outcome });
      }
    };
    const workers = Math.max(1, Math.min(opts.concurrency ?? availableParallelism(), files.length));
    await Promise.all(Array.from({ length: workers }, worker));
    return report;
  }
}

function tally(report: IngestReport, path: string, outcome: Outcome): void {
  if (outcome.kind === 'broken') report.broken.push({ path, reason: outcome.reason });
  else if (outcome.kind === 'duplicate') report.duplicates.push({ path, of: outcome.of });
  else report[outcome.kind] += 1;
}
