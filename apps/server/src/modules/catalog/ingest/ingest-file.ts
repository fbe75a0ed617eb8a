import { access, copyFile, writeFile } from 'node:fs/promises';
import type { AudioExtension, MediaStore } from '../../media';
import { type Analysis, analyse, FfmpegFailed } from './ffmpeg';
import { gainFor, storedFormat } from './format';
import { probeFile, UnreadableFile, type ProbedFile } from './probe';
import { COMPARED_COLUMNS, type IngestRepo, type SeenFile, type TrackValues } from './repo';
import { type GenreChoice, genreFor, ingestedAlbumId, ingestedArtistId, ingestedTrackId, rowsFor, type TrackKind } from './rows';
import type { FoundFile } from './scan';

export type Outcome =
  | { kind: 'added' | 'updated' | 'moved' | 'unchanged'; trackId: string }
  /** The same recording as a track read from another file that is still there. */
  | { kind: 'duplicate'; trackId: string; of: string }
  | { kind: 'broken'; reason: string };

export interface FileContext {
  repo: IngestRepo;
  media: MediaStore;
  genres: GenreChoice[];
  seen: Map<string, SeenFile>;
  loudness: boolean;
  /** What the files are: songs, or the station's audio ads or station ids. */
  trackKind: TrackKind;
  /** Runs the read-compare-write step of one file at a time, so two copies of a recording cannot race. */
  exclusive: <T>(step: () => Promise<T>) => Promise<T>;
}

/** One file, entirely or not at all: rows and media are written together, or nothing is. */
export async function ingestFile(file: FoundFile, ctx: FileContext): Promise<Outcome> {
  const seen = ctx.seen.get(file.path);
  if (seen && seen.source_size === file.size && seen.source_mtime_ms === file.mtimeMs && seen.kind === ctx.trackKind) return { kind: 'unchanged', trackId: seen.id };
  const temps: string[] = [];
  try {
    const probe = await probeFile(file.path);
    const format = storedFormat(probe.container, probe.codec);
    const transcoded = format.transcode ? await ctx.media.tempFile(format.ext) : undefined;
    if (transcoded) temps.push(transcoded);
    const analysis = await analyse(file.path, { loudness: ctx.loudness, transcodeTo: transcoded });
    return await ctx.exclusive(() => store(file, probe, analysis, { ext: format.ext, transcoded, temps }, ctx));
  } catch (error) {
    if (error instanceof UnreadableFile || error instanceof FfmpegFailed) return { kind: 'broken', reason: error.message };
    throw error;
  } finally {
    await Promise.all(temps.map((t) => ctx.media.discard(t)));
  }
}

interface Media {
  ext: AudioExtension;
  transcoded: string | undefined;
  /** Temporary files to remove afterwards (those committed are gone already). */
  temps: string[];
}

async function store(file: FoundFile, probe: ProbedFile, analysis: Analysis, media: Media, ctx: FileContext): Promise<Outcome> {
  const durationMs = probe.durationMs ?? analysis.durationMs;
  if (durationMs <= 0) return { kind: 'broken', reason: 'the audio has no length' };
  const trackId = ingestedTrackId(analysis.audioHash);
  const existing = await ctx.repo.track(trackId);
  if (existing?.source_path && existing.source_path !== file.path && (await exists(existing.source_path))) {
    return { kind: 'duplicate', trackId, of: existing.source_path };
  }
  const genre = genreFor(probe.genres, ctx.genres);
  const albumId = ingestedAlbumId(ingestedArtistId(probe.albumArtist), probe.album);
  const album = await ctx.repo.album(albumId);
  const newCover = probe.cover && !album?.cover_type ? probe.cover : null;
  // Without a measurement this run, a gain measured before is kept.
  const gainDb = !ctx.loudness && existing ? existing.gain_db : gainFor(analysis.loudnessLufs, probe.replayGainDb);
  const rows = rowsFor({
    file, probe, trackId, audioHash: analysis.audioHash, ext: media.ext, gainDb, durationMs, genre, coverType: newCover?.ext ?? album?.cover_type ?? null, kind: ctx.trackKind,
  });
  const audioPath = ctx.media.audioPath(trackId, media.ext);
  const needsAudio = !(await exists(audioPath));
  const kind = !existing ? 'added' : differs(existing, rows.track) ? 'updated' : existing.source_path !== file.path ? 'moved' : 'unchanged';
  const placed: string[] = [];
  const place = async (temp: string, final: string) => {
    await ctx.media.commit(temp, final);
    placed.push(final);
  };
  try {
    const audioTemp = needsAudio ? (media.transcoded ?? (await copied(file.path, media, ctx))) : undefined;
    const coverTemp = newCover ? await written(newCover.data, newCover.ext, media, ctx) : undefined;
    await ctx.repo.save(rows, async () => {
      if (audioTemp) await place(audioTemp, audioPath);
      if (coverTemp && newCover) await place(coverTemp, ctx.media.coverPath(albumId, newCover.ext));
    });
  } catch (error) {
    await Promise.all(placed.map((f) => ctx.media.discard(f)));
    throw error;
  }
  return { kind, trackId };
}

function differs(existing: TrackValues, next: TrackValues): boolean {
  return COMPARED_COLUMNS.some((column) => existing[column] !== next[column]);
}

async function copied(source: string, media: Media, ctx: FileContext): Promise<string> {
  const temp = await ctx.media.tempFile(media.ext);
  media.temps.push(temp);
  await copyFile(source, temp);
  return temp;
}

async function written(data: Uint8Array, ext: string, media: Media, ctx: FileContext): Promise<string> {
  const temp = await ctx.media.tempFile(ext);
  media.temps.push(temp);
  await writeFile(temp, data);
  return temp;
}

const exists = (file: string) => access(file).then(() => true, () => false);
