import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { upsertById } from '../../db/upsert';
import { grouped } from '../../grouped';

type GenreRow = Selectable<Database['genres']>;
type ChannelRow = Insertable<Database['channels']>;
type BrandRow = Selectable<Database['brands']>;

/** The catalog as a curation file is compared with it. */
export interface CuratedCatalog {
  genres: GenreRow[];
  /** Curated channels (no listener's own), with the brand each belongs to. */
  channels: Selectable<Database['channels']>[];
  trackLists: Map<string, string[]>;
  keywords: Map<string, string[]>;
  brands: BrandRow[];
  /** Ingested songs, by artist, album and title. */
  library: Awaited<ReturnType<typeof libraryRows>>;
}

/** One channel's rows as curation writes them. */
export interface ChannelWrite {
  row: ChannelRow;
  trackIds: string[];
  keywords: string[];
}

export interface CatalogWrites {
  genres: GenreRow[];
  channels: ChannelWrite[];
  brands: { row: BrandRow; channelIds: string[] }[];
}

/** The catalog, with the track lists and keywords of the channels `channelIds` (those a file defines). */
export async function curatedCatalog(db: Db, channelIds: string[]): Promise<CuratedCatalog> {
  const [genres, channels, trackRows, keywordRows, brands, library] = await Promise.all([
    db.selectFrom('genres').selectAll().orderBy('sort').execute(),
    db.selectFrom('channels').selectAll().where('owner_user_id', 'is', null).execute(),
    channelIds.length === 0 ? [] : db.selectFrom('channel_tracks').select(['channel_id as key', 'track_id as value'])
      .where('channel_id', 'in', channelIds).orderBy('channel_id').orderBy('position').execute(),
    channelIds.length === 0 ? [] : db.selectFrom('keywords').select(['channel_id as key', 'keyword as value']).where('channel_id', 'in', channelIds).orderBy('keyword').execute(),
    db.selectFrom('brands').selectAll().execute(),
    libraryRows(db),
  ]);
  return { genres, channels, trackLists: grouped(trackRows), keywords: grouped(keywordRows), brands, library };
}

/** Ingested songs, by artist, album and title, with the tags a file's rules match. */
function libraryRows(db: Db) {
  return db
    .selectFrom('tracks')
    .innerJoin('artists', 'artists.id', 'tracks.artist_id')
    .innerJoin('albums', 'albums.id', 'tracks.album_id')
    .select(['tracks.id', 'tracks.title', 'artists.name as artist', 'albums.title as album', 'albums.year', 'tracks.isrc', 'tracks.christmas', 'tracks.file_genres', 'tracks.file_tags'])
    .where('tracks.media_type', 'is not', null)
    .where('tracks.kind', '=', 'song')
    .orderBy('artists.name').orderBy('albums.title').orderBy('tracks.title').orderBy('tracks.id')
    .execute();
}

/** Writes a file's genres, channels and brands, in the caller's transaction. */
export async function writeCuratedCatalog(tx: Kysely<Database>, w: CatalogWrites): Promise<void> {
  for (const g of w.genres) await upsertById(tx, 'genres', g);
  for (const c of w.channels) await writeChannel(tx, c);
  for (const b of w.brands) {
    await upsertById(tx, 'brands', b.row);
    await tx.updateTable('channels').set({ brand_id: null }).where('brand_id', '=', b.row.id).execute();
    await tx.updateTable('channels').set({ brand_id: b.row.id }).where('id', 'in', b.channelIds).execute();
  }
}

async function writeChannel(tx: Kysely<Database>, c: ChannelWrite): Promise<void> {
  const id = c.row.id;
  await upsertById(tx, 'channels', c.row);
  await tx.deleteFrom('channel_tracks').where('channel_id', '=', id).execute();
  for (let i = 0; i < c.trackIds.length; i += 1000) {
    const slice = c.trackIds.slice(i, i + 1000);
    await tx.insertInto('channel_tracks').values(slice.map((track_id, k) => ({ channel_id: id, track_id, position: i + k }))).execute();
  }
  await tx.deleteFrom('keywords').where('channel_id', '=', id).execute();
  if (c.keywords.length) await tx.insertInto('keywords').values(c.keywords.map((keyword) => ({ keyword, channel_id: id }))).execute();
}
