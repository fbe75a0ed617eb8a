import type { AlbumRow, ArtistRow, GenreRow, SoundStyle, TrackRow } from '../types';
import type { VocabKey } from './data/vocab-keys';

/** An artist with its catalogued songs, as channel building sees it. */
export interface PoolArtist {
  row: ArtistRow;
  tracks: TrackRow[];
  /** Relative popularity: famous artists show up on more channels. */
  fame: number;
}

/** The music one family of channels draws from: a genre, or one flavour of Christmas music. */
export interface Pool {
  key: string;
  genre: GenreRow;
  vocab: VocabKey;
  style: SoundStyle;
  years: [number, number];
  christmas: boolean;
  /** For Christmas flavours: the label used in album titles ('Jazz'). */
  flavourLabel: string | null;
  channelCount: number;
  /** Keys of pools whose music may be mixed in. */
  near: string[];
  artists: PoolArtist[];
}

export interface LibraryRows {
  artists: ArtistRow[];
  albums: AlbumRow[];
  tracks: TrackRow[];
}
