import { type Kysely, sql } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { chunked } from '../../chunked';
import { trackView } from '../catalog';

/**
 * What listening keeps of one listener, read for their export file and written back by an import
 * (issue 27). Writes take the caller's transaction, so an import is whole or nothing. Plays are
 * read, never written: they are this server's log of what it played (royalty reports count them).
 */

/** Rows per insert: well under SQLite's and PostgreSQL's bound on parameters. */
const ROWS_PER_INSERT = 200;

/** The listener's ratings, favorites, channel history and newest `songsMax` heard songs, newest first. */
export async function listeningOf(db: Db, userId: string, songsMax: number) {
  const [ratings, favorites, channelHistory, songHistory] = await Promise.all([
    db
      .selectFrom('ratings')
      .innerJoin(trackView(db).as('track'), 'track.id', 'ratings.track_id')
      .where('ratings.user_id', '=', userId)
      .orderBy('ratings.rated_at', 'desc')
      .orderBy('ratings.track_id')
      .select(['track.id', 'track.title', 'track.artist_name', 'ratings.rating', 'ratings.rated_at', 'ratings.channel_id'])
      .execute(),
    db.selectFrom('favorites').where('user_id', '=', userId).orderBy('created_at', 'desc').orderBy('channel_id').select(['channel_id', 'created_at']).execute(),
    db.selectFrom('channel_history').where('user_id', '=', userId).orderBy('heard_at', 'desc').orderBy('channel_id').select(['channel_id', 'heard_at']).execute(),
    // As My Song History counts them: songs the player reported playing.
    db
      .selectFrom('plays')
      .innerJoin(trackView(db).as('track'), 'track.id', 'plays.track_id')
      .where('plays.user_id', '=', userId)
      .where('plays.ms_played', '>', 0)
      .where('track.kind', '=', 'song')
      .orderBy('plays.served_at', 'desc')
      .orderBy('plays.id', 'desc')
      .limit(songsMax)
      .select(['track.id', 'track.title', 'track.artist_name', 'plays.channel_id', 'plays.served_at', 'plays.ms_played', 'plays.skipped'])
      .execute(),
  ]);
  return { ratings, favorites, channelHistory, songHistory };
}
export type ListeningRecords = Awaited<ReturnType<typeof listeningOf>>;

/** Whether the listener has rated a song or favorited a channel. */
export async function hasListeningChoices(db: Kysely<Database>, userId: string): Promise<boolean> {
  const [rating, favorite] = await Promise.all([
    db.selectFrom('ratings').select('track_id').where('user_id', '=', userId).limit(1).executeTakeFirst(),
    db.selectFrom('favorites').select('channel_id').where('user_id', '=', userId).limit(1).executeTakeFirst(),
  ]);
  return rating !== undefined || favorite !== undefined;
}

/** What to restore, every id already checked against this catalog and each listed once. */
export interface RestoredListening {
  ratings: { trackId: string; rating: number; channelId: string | null; ratedAt: number }[];
  favorites: { channelId: string; addedAt: number }[];
  channelHistory: { channelId: string; heardAt: number }[];
}

async function insertAll<T>(rows: T[], insert: (some: T[]) => Promise<unknown>): Promise<void> {
  for (const some of chunked(rows, ROWS_PER_INSERT)) await insert(some);
}

/**
 * Writes ratings and favorites into an account that has none (the caller checked, under the
 * account's lock), and the channel history, where a channel already heard here keeps the later time.
 */
export async function restoreListening(trx: Kysely<Database>, userId: string, data: RestoredListening): Promise<void> {
  await insertAll(data.ratings, (some) =>
    trx
      .insertInto('ratings')
      .values(some.map((r) => ({ user_id: userId, track_id: r.trackId, rating: r.rating, channel_id: r.channelId, rated_at: r.ratedAt })))
      .execute(),
  );
  await insertAll(data.favorites, (some) =>
    trx
      .insertInto('favorites')
      .values(some.map((f) => ({ user_id: userId, channel_id: f.channelId, created_at: f.addedAt })))
      .execute(),
  );
  await insertAll(data.channelHistory, (some) =>
    trx
      .insertInto('channel_history')
      .values(some.map((h) => ({ user_id: userId, channel_id: h.channelId, heard_at: h.heardAt })))
      .onConflict((oc) =>
        // CASE, not max() or greatest(): one spelling both dialects read as the larger of two values.
        oc.columns(['user_id', 'channel_id']).doUpdateSet({
          heard_at: sql<number>`CASE WHEN excluded.heard_at > channel_history.heard_at THEN excluded.heard_at ELSE channel_history.heard_at END`,
        }),
      )
      .execute(),
  );
}
