import { hexId } from '@earshot/catalog';
import { AUDIO_TYPES, type AudioExtension } from '../../media';
import type { FoundFile } from './scan';
import type { ProbedFile } from './probe';
import type { AlbumValues, ArtistValues, TrackValues } from './repo';

export interface GenreChoice {
  id: string;
  param: string;
  name: string;
  style: string;
}

/** Ingested names are matched without regard to case or spacing: "The  Beatles" is "the beatles". */
const nameKey = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();

export const ingestedArtistId = (name: string) => hexId('artist', `ingest:${nameKey(name)}`);
export const ingestedAlbumId = (artistId: string, title: string) => hexId('album', `ingest:${artistId}:${nameKey(title)}`);
/** A recording is its audio stream: the same stream found anywhere, under any tags, is the same track. */
export const ingestedTrackId = (audioHash: string) => hexId('track', `ingest:${audioHash}`);

/** The catalog genre a file's genre tags name (by name or param), else the catalog's first genre. */
export function genreFor(tags: string[], genres: GenreChoice[]): GenreChoice {
  const wanted = new Set(tags.map(nameKey));
  return genres.find((g) => wanted.has(nameKey(g.name)) || wanted.has(g.param)) ?? (genres[0] as GenreChoice);
}

export interface FileFacts {
  file: FoundFile;
  probe: ProbedFile;
  trackId: string;
  audioHash: string;
  ext: AudioExtension;
  gainDb: number;
  durationMs: number;
  genre: GenreChoice;
  /** The album's cover type after this file (its own cover, or none yet). */
  coverType: string | null;
  kind: TrackKind;
}

/** Songs go on channels; ads and station ids play between them at the engine's cadence. */
export const TRACK_KINDS = ['song', 'ad', 'sweeper'] as const;
export type TrackKind = (typeof TRACK_KINDS)[number];

/** The rows one file becomes: its artist (and the album's, when another), its album and its track. */
export function rowsFor(f: FileFacts): { artists: ArtistValues[]; album: AlbumValues; track: TrackValues } {
  const { probe } = f;
  const artistId = ingestedArtistId(probe.artist);
  const albumArtistId = ingestedArtistId(probe.albumArtist);
  const artists = [{ id: artistId, name: probe.artist, genre_id: f.genre.id }];
  if (albumArtistId !== artistId) artists.push({ id: albumArtistId, name: probe.albumArtist, genre_id: f.genre.id });
  const albumId = ingestedAlbumId(albumArtistId, probe.album);
  return {
    artists,
    album: {
      id: albumId, title: probe.album, year: probe.year, label: probe.label, artist_id: albumArtistId,
      cover_seed: parseInt(albumId.slice(0, 7), 16), cover_type: f.coverType,
    },
    track: {
      id: f.trackId, title: probe.title, artist_id: artistId, album_id: albumId, composer: probe.composer,
      duration_ms: f.durationMs, isrc: probe.isrc, christmas: probe.christmas ? 1 : 0, gain_db: f.gainDb,
      style: f.genre.style, seed: 0, kind: f.kind, media_type: AUDIO_TYPES[f.ext], content_hash: f.audioHash,
      source_path: f.file.path, source_size: f.file.size, source_mtime_ms: f.file.mtimeMs,
      file_genres: probe.genres.join('\n'), file_tags: probe.tags.join('\n'),
    },
  };
}
