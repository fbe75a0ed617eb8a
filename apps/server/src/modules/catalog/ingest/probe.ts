import path from 'node:path';
import { type IAudioMetadata, parseFile, selectCover } from 'music-metadata';
import type { CoverExtension } from '../../media';

/** What ingest takes from a file's tags and format header. */
export interface ProbedFile {
  title: string;
  artist: string;
  /** Whose album it is: the album artist tag, else the track's artist. */
  albumArtist: string;
  album: string;
  /** 0 when the file does not say. */
  year: number;
  label: string;
  composer: string;
  isrc: string;
  /** Lowercased, without repeats. */
  genres: string[];
  /** Mood, keywords and grouping, lowercased. */
  tags: string[];
  christmas: boolean;
  /** Null when the header does not say (a FLAC written as a stream): ffmpeg's reading then tells. */
  durationMs: number | null;
  /** The container and codec as music-metadata names them ('MPEG', 'M4A/isom/iso2'; 'MPEG 1 Layer 3', 'MPEG-4/AAC', 'FLAC', …). */
  container: string;
  codec: string;
  /** A ReplayGain track gain from the tags (dB to ReplayGain's −18 LUFS reference), if any. */
  replayGainDb: number | null;
  cover: { data: Uint8Array; ext: CoverExtension } | null;
}

export class UnreadableFile extends Error {}

const UNKNOWN_ARTIST = 'Unknown Artist';
const UNKNOWN_ALBUM = 'Unknown Album';
const COVER_EXTENSIONS: Record<string, CoverExtension> = { 'image/jpeg': 'jpg', 'image/jpg': 'jpg', 'image/png': 'png' };
/** A song is seasonal when its genre or tags say so, or its title names the season. */
const CHRISTMAS = /\b(christmas|xmas|noël|noel|holiday)\b/i;

const ISRC = /^[A-Z]{2}[A-Z0-9]{3}\d{7}$/;

/** Whitespace tidied and cut to what the catalog's columns hold (300 characters at most). */
const text = (value: string | undefined | null, max = 300) => value?.replace(/\s+/g, ' ').trim().slice(0, max) ?? '';
const lowered = (values: (string | undefined)[]) => [...new Set(values.map((v) => text(v).toLowerCase()).filter(Boolean))];

/** Reads tags and format; throws UnreadableFile for a file that is not playable audio. */
export async function probeFile(file: string): Promise<ProbedFile> {
  let meta: IAudioMetadata;
  try {
    meta = await parseFile(file);
    // Some streams (ADTS AAC, MP3 without a Xing header) state no length: measure it by reading on.
    if (meta.format.duration === undefined) meta = await parseFile(file, { duration: true });
  } catch (error) {
    throw new UnreadableFile(`cannot read tags: ${(error as Error).message}`);
  }
  const { common, format } = meta;
  if (!format.codec) throw new UnreadableFile('no audio stream found');
  const seconds = format.duration !== undefined && Number.isFinite(format.duration) && format.duration > 0 ? format.duration : null;
  const title = text(common.title) || text(path.basename(file, path.extname(file)));
  const artist = text(common.artist) || text(common.albumartist) || UNKNOWN_ARTIST;
  const genres = lowered((common.genre ?? []).flatMap((g) => g.split(/[;/]/)));
  const tags = lowered([common.mood, common.grouping, ...(common.keywords ?? [])]);
  const picture = selectCover(common.picture);
  const coverExt = picture ? COVER_EXTENSIONS[picture.format.toLowerCase()] : undefined;
  return {
    title,
    artist,
    albumArtist: text(common.albumartist) || artist,
    album: text(common.album) || UNKNOWN_ALBUM,
    year: common.year && common.year > 0 && common.year < 10000 ? common.year : 0,
    label: text(common.label?.[0], 200),
    composer: text(common.composer?.join(', ')),
    isrc: isrcOf(common.isrc?.[0]),
    genres,
    tags,
    christmas: [...genres, ...tags, title].some((t) => CHRISTMAS.test(t)),
    durationMs: seconds === null ? null : Math.round(seconds * 1000),
    container: format.container ?? '',
    codec: format.codec,
    replayGainDb: common.replaygain_track_gain?.dB ?? null,
    cover: picture && coverExt ? { data: picture.data, ext: coverExt } : null,
  };
}

/** A well-formed ISRC without its hyphens, or '' (a malformed one is no use to a royalty report). */
function isrcOf(value: string | undefined): string {
  const code = text(value).replace(/-/g, '').toUpperCase();
  return ISRC.test(code) ? code : '';
}
