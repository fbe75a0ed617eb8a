import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';

/**
 * What the catalog lets other modules read, as Kysely queries they select from or join (as a
 * derived table under their own alias), so no other module names the catalog's tables. SQLite and
 * PostgreSQL both flatten such a subquery into the outer query, so a join through one is planned as
 * the join written out would be.
 */

/**
 * The channels a visitor may see in the catalog's lists, pages and search: curated (no listener
 * owns it) and not disabled. The one statement of that rule; the catalog builds its own queries on it.
 */
export function catalogChannels(db: Kysely<Database>) {
  return db.selectFrom('channels').where('channels.owner_user_id', 'is', null).where('channels.disabled', '=', 0);
}

/** The channels of catalogChannels, for other modules to join. */
export function visibleChannels(db: Db) {
  return catalogChannels(db).select(['channels.id', 'channels.oldid', 'channels.name', 'channels.genre_id', 'channels.brand_id', 'channels.five_star', 'channels.popularity']);
}

/** Every channel, user channels included, with what lists of them name. */
export function allChannels(db: Db) {
  return db.selectFrom('channels').select(['channels.id', 'channels.oldid', 'channels.name', 'channels.genre_id']);
}

/** `userId`'s own channels and the catalog channel each is a copy of. */
export function copiesOwnedBy(db: Db, userId: string) {
  return db.selectFrom('channels').where('channels.owner_user_id', '=', userId).select(['channels.id', 'channels.source_channel_id']);
}

/** A channel and the listeners' own copies of it (each plays in its place for its listener): the channels its plays are logged under. */
export function channelAndCopies(db: Db, channelId: string) {
  return db
    .selectFrom('channels')
    .where((eb) => eb.or([eb('channels.id', '=', channelId), eb('channels.source_channel_id', '=', channelId)]))
    .select('channels.id');
}

/** Each channel and the one whose stream it carries on: a user channel's source (null for the others). */
export function channelSources(db: Db) {
  return db.selectFrom('channels').select(['channels.id', 'channels.source_channel_id']);
}

/** A track with its artist's and album's names: the one definition of what a track row carries. */
export function trackView(db: Db) {
  return db
    .selectFrom('tracks')
    .innerJoin('artists', 'artists.id', 'tracks.artist_id')
    .innerJoin('albums', 'albums.id', 'tracks.album_id')
    .select([
      'tracks.id', 'tracks.title', 'tracks.artist_id', 'artists.name as artist_name', 'artists.genre_id', 'tracks.album_id',
      'albums.title as album_title', 'albums.year', 'albums.label', 'albums.cover_type', 'tracks.composer', 'tracks.duration_ms',
      'tracks.isrc', 'tracks.christmas', 'tracks.gain_db', 'tracks.kind', 'tracks.media_type',
    ]);
}

/** Whether a song (not a station id or an ad) with this id is in the catalog. */
export async function songExists(db: Db, trackId: string): Promise<boolean> {
  const row = await db.selectFrom('tracks').select('id').where('id', '=', trackId).where('kind', '=', 'song').executeTakeFirst();
  return row !== undefined;
}

/** What the playlist's rules need of these tracks (fixed once a track is in the catalog), from the tracks table alone. */
export function trackFactsOf(db: Db, ids: string[]) {
  return db.selectFrom('tracks').select(['id', 'artist_id', 'album_id', 'kind', 'duration_ms']).where('id', 'in', ids).execute();
}

/** Every track by these artists, whether a channel plays it or not (the `tracks_artist` index). */
export function tracksOfArtists(db: Db, artistIds: string[]) {
  return db.selectFrom('tracks').select(['tracks.id', 'tracks.artist_id']).where('tracks.artist_id', 'in', artistIds);
}

/** What a track row presents (the presenter shapes a track from these), from trackView joined as `track`. */
export const TRACK_FIELDS = [
  'track.id', 'track.title', 'track.artist_id', 'track.artist_name', 'track.album_id', 'track.album_title', 'track.year',
  'track.label', 'track.cover_type', 'track.composer', 'track.duration_ms', 'track.isrc', 'track.christmas', 'track.gain_db', 'track.kind',
] as const;

/** The tracks channels play, by position. */
export function channelTrackRows(db: Db) {
  return db.selectFrom('channel_tracks').select(['channel_tracks.channel_id', 'channel_tracks.track_id', 'channel_tracks.position']);
}

export function genreView(db: Db) {
  return db.selectFrom('genres').select(['genres.id', 'genres.param', 'genres.name', 'genres.sort']);
}

/** The songs and artists banned from a channel, in one query: the playlist reads it on every call. */
export async function bannedFrom(db: Db, channelId: string): Promise<{ trackIds: Set<string>; artistIds: Set<string> }> {
  const rows = await db
    .selectFrom('channel_removed_tracks')
    .select([sql<string>`'track'`.as('kind'), 'track_id as id'])
    .where('channel_id', '=', channelId)
    .unionAll(db.selectFrom('channel_removed_artists').select([sql<string>`'artist'`.as('kind'), 'artist_id as id']).where('channel_id', '=', channelId))
    .execute();
  const ids = (kind: string) => rows.filter((r) => r.kind === kind).map((r) => r.id);
  return { trackIds: new Set(ids('track')), artistIds: new Set(ids('artist')) };
}

/** Every genre with how many channels it holds, in the catalog's order. */
export function genresWithChannelCounts(db: Db) {
  return db
    .selectFrom('genres')
    .leftJoin('channels', 'channels.genre_id', 'genres.id')
    .groupBy(['genres.id', 'genres.name', 'genres.param', 'genres.sort'])
    .orderBy('genres.sort')
    .select((eb) => ['genres.id', 'genres.name', 'genres.param', eb.fn.count<number>('channels.id').as('channels')])
    .execute();
}

/** Today's brands (featured collections) with how many channels each holds, in the catalog's order. */
export function todaysBrandsWithChannelCounts(db: Db) {
  return db
    .selectFrom('brands')
    .leftJoin('channels', 'channels.brand_id', 'brands.id')
    .where('brands.is_today', '=', 1)
    .groupBy(['brands.id', 'brands.name', 'brands.param', 'brands.sort'])
    .orderBy('brands.sort')
    .select((eb) => ['brands.id', 'brands.name', 'brands.param', eb.fn.count<number>('channels.id').as('channels')])
    .execute();
}

export function genreByParam(db: Db, param: string) {
  return db.selectFrom('genres').select(['id', 'param', 'name', 'description', 'meta_description']).where('param', '=', param).executeTakeFirst();
}

export function brandByParam(db: Db, param: string) {
  return db
    .selectFrom('brands')
    .select(['id', 'param', 'name', 'description_html', 'article_html', 'featured_artist_id'])
    .where('param', '=', param)
    .executeTakeFirst();
}

/** Genres' and brands' params, in the catalog's order: the sitemap lists a page for each. */
export async function genreParams(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('genres').select('param').orderBy('sort').orderBy('param').execute();
  return rows.map((r) => r.param);
}

export async function brandParams(db: Db): Promise<string[]> {
  const rows = await db.selectFrom('brands').select('param').orderBy('sort').orderBy('param').execute();
  return rows.map((r) => r.param);
}

/** What an album's generated cover shows. */
export function albumCover(db: Db, albumId: string) {
  return db
    .selectFrom('albums')
    .innerJoin('artists', 'artists.id', 'albums.artist_id')
    .select(['albums.title', 'artists.name as artist', 'albums.cover_seed', 'albums.cover_type'])
    .where('albums.id', '=', albumId)
    .executeTakeFirst();
}
