import { sql } from 'kysely';
import type { Db } from '../../db';

/**
 * What the catalog lets other modules read, as Kysely queries they select from or join (as a
 * derived table under their own alias), so no other module names the catalog's tables. SQLite and
 * PostgreSQL both flatten such a subquery into the outer query, so a join through one is planned as
 * the join written out would be.
 */

/** A catalog channel a visitor may see: curated (no listener owns it) and not disabled. */
export function visibleChannels(db: Db) {
  return db
    .selectFrom('channels')
    .where('channels.owner_user_id', 'is', null)
    .where('channels.disabled', '=', 0)
    .select(['channels.id', 'channels.oldid', 'channels.name', 'channels.genre_id', 'channels.brand_id', 'channels.five_star', 'channels.popularity']);
}

/** Every channel, user channels included, with what lists of them name. */
export function allChannels(db: Db) {
  return db.selectFrom('channels').select(['channels.id', 'channels.oldid', 'channels.name', 'channels.genre_id']);
}

/** `userId`'s own channels and the catalog channel each is a copy of. */
export function copiesOwnedBy(db: Db, userId: string) {
  return db.selectFrom('channels').where('channels.owner_user_id', '=', userId).select(['channels.id', 'channels.source_channel_id']);
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
