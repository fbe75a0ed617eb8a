import type { Insertable, Kysely, Selectable } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { buildSearchIndex } from '../search/index-builder';
import type { LibraryTrack } from './compile';
import type { ExtraState, ExtraWrites } from './extras';

export type GenreRow = Selectable<Database['genres']>;
export type ChannelRow = Insertable<Database['channels']>;
export type BrandRow = Selectable<Database['brands']>;
export type MoodRow = Selectable<Database['mood_groups']>;
export type PageRow = Selectable<Database['pages']>;

/** What curation compares a file with: the curated catalog as it stands. */
export interface CatalogState extends ExtraState {
  genres: GenreRow[];
  /** Curated channels (no listener's own), with the brand each belongs to. */
  channels: Selectable<Database['channels']>[];
  trackLists: Map<string, string[]>;
  keywords: Map<string, string[]>;
  brands: BrandRow[];
  moods: (MoodRow & { channelIds: string[] })[];
  pages: (PageRow & { genreIds: string[] })[];
  /** Ingested songs, by artist, album and title. */
  library: LibraryTrack[];
}

/** One channel's rows as curation writes them. */
export interface ChannelWrite {
  row: ChannelRow;
  trackIds: string[];
  keywords: string[];
}

export interface Writes extends ExtraWrites {
  genres: GenreRow[];
  channels: ChannelWrite[];
  brands: { row: BrandRow; channelIds: string[] }[];
  moods: { row: MoodRow; channelIds: string[] }[];
  pages: { row: PageRow; genreIds: string[] }[];
}

const lines = (text: string | null) => (text ? text.split('\n') : []);
const grouped = (rows: { key: string; value: string }[]) => {
  const map = new Map<string, string[]>();
  for (const r of rows) map.set(r.key, [...(map.get(r.key) ?? []), r.value]);
  return map;
};

export class CurationRepo {
  constructor(private readonly db: Db) {}

  /** The catalog, with the track lists and keywords of the channels `channelIds` (those a file defines). */
  async state(channelIds: string[]): Promise<CatalogState> {
    const db = this.db;
    const [genres, channels, trackRows, keywordRows, brands, moods, moodRows, pages, pageGenres, library, banners, charities, ads] = await Promise.all([
      db.selectFrom('genres').selectAll().orderBy('sort').execute(),
      db.selectFrom('channels').selectAll().where('owner_user_id', 'is', null).execute(),
      channelIds.length === 0 ? [] : db.selectFrom('channel_tracks').select(['channel_id as key', 'track_id as value'])
        .where('channel_id', 'in', channelIds).orderBy('channel_id').orderBy('position').execute(),
      channelIds.length === 0 ? [] : db.selectFrom('keywords').select(['channel_id as key', 'keyword as value']).where('channel_id', 'in', channelIds).orderBy('keyword').execute(),
      db.selectFrom('brands').selectAll().execute(),
      db.selectFrom('mood_groups').selectAll().execute(),
      db.selectFrom('mood_group_channels').select(['group_id as key', 'channel_id as value']).orderBy('position').execute(),
      db.selectFrom('pages').selectAll().execute(),
      db.selectFrom('page_genres').select(['page_id as key', 'genre_id as value']).orderBy('position').execute(),
      this.library(),
      db.selectFrom('banners').selectAll().execute(),
      db.selectFrom('charities').selectAll().execute(),
      db.selectFrom('ad_creatives').selectAll().execute(),
    ]);
    const moodChannels = grouped(moodRows);
    const genresOfPage = grouped(pageGenres);
    return {
      genres, channels, trackLists: grouped(trackRows), keywords: grouped(keywordRows), brands,
      moods: moods.map((m) => ({ ...m, channelIds: moodChannels.get(m.id) ?? [] })),
      pages: pages.map((p) => ({ ...p, genreIds: genresOfPage.get(p.id) ?? [] })),
      library,
      banners,
      charities,
      ads,
    };
  }

  private async library(): Promise<LibraryTrack[]> {
    const rows = await this.db
      .selectFrom('tracks')
      .innerJoin('artists', 'artists.id', 'tracks.artist_id')
      .innerJoin('albums', 'albums.id', 'tracks.album_id')
      .select(['tracks.id', 'tracks.title', 'artists.name as artist', 'albums.title as album', 'albums.year', 'tracks.isrc', 'tracks.christmas', 'tracks.file_genres', 'tracks.file_tags'])
      .where('tracks.media_type', 'is not', null)
      .where('tracks.kind', '=', 'song')
      .orderBy('artists.name').orderBy('albums.title').orderBy('tracks.title').orderBy('tracks.id')
      .execute();
    return rows.map((r) => ({ ...r, christmas: r.christmas === 1, genres: lines(r.file_genres), tags: lines(r.file_tags) }));
  }

  /** Every write in one transaction, the search index rebuilt in it: the catalog changes all at once or not at all. */
  async write(w: Writes): Promise<void> {
    await this.db.transaction().execute(async (tx) => {
      for (const g of w.genres) await upsert(tx, 'genres', g);
      for (const c of w.channels) await writeChannel(tx, c);
      for (const b of w.brands) {
        await upsert(tx, 'brands', b.row);
        await tx.updateTable('channels').set({ brand_id: null }).where('brand_id', '=', b.row.id).execute();
        await tx.updateTable('channels').set({ brand_id: b.row.id }).where('id', 'in', b.channelIds).execute();
      }
      for (const m of w.moods) {
        await upsert(tx, 'mood_groups', m.row);
        await tx.deleteFrom('mood_group_channels').where('group_id', '=', m.row.id).execute();
        await tx.insertInto('mood_group_channels').values(m.channelIds.map((channel_id, position) => ({ group_id: m.row.id, channel_id, position }))).execute();
      }
      for (const p of w.pages) {
        await upsert(tx, 'pages', p.row);
        await tx.deleteFrom('page_genres').where('page_id', '=', p.row.id).execute();
        if (p.genreIds.length) await tx.insertInto('page_genres').values(p.genreIds.map((genre_id, position) => ({ page_id: p.row.id, genre_id, position }))).execute();
      }
      for (const b of w.banners) await upsert(tx, 'banners', b);
      for (const c of w.charities) await upsert(tx, 'charities', c);
      for (const a of w.ads) await upsert(tx, 'ad_creatives', a);
      await buildSearchIndex(tx);
    });
  }
}

type Upsertable = 'genres' | 'channels' | 'brands' | 'mood_groups' | 'pages' | 'banners' | 'charities' | 'ad_creatives';

async function upsert<T extends Upsertable>(tx: Kysely<Database>, table: T, row: Insertable<Database[T]> & { id: string }): Promise<void> {
  const { id: _id, ...rest } = row;
  // The cast spans the generic table: every table here has an `id` primary key and takes its own row.
  await tx.insertInto(table).values(row as never).onConflict((oc) => oc.column('id' as never).doUpdateSet(rest as never)).execute();
}

async function writeChannel(tx: Kysely<Database>, c: ChannelWrite): Promise<void> {
  const id = c.row.id;
  await upsert(tx, 'channels', c.row);
  await tx.deleteFrom('channel_tracks').where('channel_id', '=', id).execute();
  for (let i = 0; i < c.trackIds.length; i += 1000) {
    const slice = c.trackIds.slice(i, i + 1000);
    await tx.insertInto('channel_tracks').values(slice.map((track_id, k) => ({ channel_id: id, track_id, position: i + k }))).execute();
  }
  await tx.deleteFrom('keywords').where('channel_id', '=', id).execute();
  if (c.keywords.length) await tx.insertInto('keywords').values(c.keywords.map((keyword) => ({ keyword, channel_id: id }))).execute();
}
