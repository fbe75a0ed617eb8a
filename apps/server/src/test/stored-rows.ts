import Sqlite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import type { Db } from '../db';
import type { Database } from '../db/schema';

/** One listener's rows, read from the database itself, each list in a stable order. */
export interface ListenerRows {
  ratings: { track_id: string; rating: number }[];
  /** Their own channels, with the channels each plays: a copy of a curated channel plays that one. */
  channels: { id: string; source_channel_id: string | null; added: string[] }[];
  removedTracks: string[];
  removedArtists: string[];
  favorites: string[];
}

export async function listenerRows(db: Db, userId: string): Promise<ListenerRows> {
  const ratings = await db.selectFrom('ratings').select(['track_id', 'rating']).where('user_id', '=', userId).orderBy('track_id').execute();
  const own = await db.selectFrom('channels').select(['id', 'source_channel_id']).where('owner_user_id', '=', userId).orderBy('id').execute();
  const added = await db
    .selectFrom('channel_added_channels')
    .innerJoin('channels', 'channels.id', 'channel_added_channels.channel_id')
    .select(['channel_added_channels.channel_id', 'channel_added_channels.added_channel_id'])
    .where('channels.owner_user_id', '=', userId)
    .orderBy('channel_added_channels.added_channel_id')
    .execute();
  const removedTracks = await db
    .selectFrom('channel_removed_tracks')
    .innerJoin('channels', 'channels.id', 'channel_removed_tracks.channel_id')
    .select('channel_removed_tracks.track_id')
    .where('channels.owner_user_id', '=', userId)
    .orderBy('channel_removed_tracks.track_id')
    .execute();
  const removedArtists = await db
    .selectFrom('channel_removed_artists')
    .innerJoin('channels', 'channels.id', 'channel_removed_artists.channel_id')
    .select('channel_removed_artists.artist_id')
    .where('channels.owner_user_id', '=', userId)
    .orderBy('channel_removed_artists.artist_id')
    .execute();
  const favorites = await db.selectFrom('favorites').select('channel_id').where('user_id', '=', userId).orderBy('channel_id').execute();
  return {
    ratings,
    channels: own.map((c) => ({ ...c, added: added.filter((a) => a.channel_id === c.id).map((a) => a.added_channel_id) })),
    removedTracks: removedTracks.map((r) => r.track_id),
    removedArtists: removedArtists.map((r) => r.artist_id),
    favorites: favorites.map((f) => f.channel_id),
  };
}

/**
 * A SQLite file opened as it lies, without the server's settings and checkpointer: opening it
 * replays what its write-ahead log holds, as the server's next start would.
 */
export function openSqliteFile(file: string): Db {
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: new Sqlite(file) }) });
}

/** SQLite's own checks of a database file: every page, index and foreign key. */
export async function sqliteChecks(db: Db): Promise<{ integrity: unknown[]; foreignKeyViolations: unknown[] }> {
  return {
    integrity: (await sql`PRAGMA integrity_check`.execute(db)).rows,
    foreignKeyViolations: (await sql`PRAGMA foreign_key_check`.execute(db)).rows,
  };
}
