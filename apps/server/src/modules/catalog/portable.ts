import type { Kysely } from 'kysely';
import type { Db } from '../../db';
import type { Database } from '../../db/schema';
import { chunked } from '../../chunked';
import { newCopyIdentity } from './channels/copy-identity';
import { insertCopyRows } from './channels/repo';
import { catalogChannels } from './read-models';

/**
 * What the catalog keeps of one listener, read for their export file and written back by an import
 * (issue 27): their own channels, each a copy of a curated channel with its name, the channels it
 * plays and its bans. Writes take the caller's transaction, so an import is whole or nothing.
 */

/** Ids per statement: well under SQLite's and PostgreSQL's bound on parameters. */
const IDS_PER_QUERY = 500;

async function idsAmong(ids: readonly string[], query: (some: string[]) => Promise<{ id: string }[]>): Promise<Set<string>> {
  const found = new Set<string>();
  for (const some of chunked([...new Set(ids)], IDS_PER_QUERY)) for (const row of await query(some)) found.add(row.id);
  return found;
}

/** The listener's own channels, oldest first, with what they play and ban. */
export async function ownChannelsOf(db: Db, userId: string) {
  const channels = await db
    .selectFrom('channels as own')
    .innerJoin('channels as source', 'source.id', 'own.source_channel_id')
    .where('own.owner_user_id', '=', userId)
    .orderBy('own.created_at')
    .orderBy('own.id')
    .select(['own.id', 'own.name', 'own.created_at', 'source.id as source_id', 'source.name as source_name'])
    .execute();
  if (channels.length === 0) return [];
  const ids = channels.map((c) => c.id);
  const [plays, songs, artists] = await Promise.all([
    db
      .selectFrom('channel_added_channels as added')
      .innerJoin('channels as played', 'played.id', 'added.added_channel_id')
      .where('added.channel_id', 'in', ids)
      .orderBy('added.created_at')
      .select(['added.channel_id', 'played.id', 'played.name'])
      .execute(),
    db
      .selectFrom('channel_removed_tracks as ban')
      .innerJoin('tracks', 'tracks.id', 'ban.track_id')
      .innerJoin('artists', 'artists.id', 'tracks.artist_id')
      .where('ban.channel_id', 'in', ids)
      .orderBy('ban.created_at')
      .select(['ban.channel_id', 'tracks.id', 'tracks.title', 'artists.name as artist'])
      .execute(),
    db
      .selectFrom('channel_removed_artists as ban')
      .innerJoin('artists', 'artists.id', 'ban.artist_id')
      .where('ban.channel_id', 'in', ids)
      .orderBy('ban.created_at')
      .select(['ban.channel_id', 'artists.id', 'artists.name'])
      .execute(),
  ]);
  const of = <R extends { channel_id: string }>(rows: R[], id: string) => rows.filter((r) => r.channel_id === id);
  return channels.map((c) => ({
    ...c,
    plays: of(plays, c.id).map(({ id, name }) => ({ id, name })),
    bannedSongs: of(songs, c.id).map(({ id, title, artist }) => ({ id, title, artist })),
    bannedArtists: of(artists, c.id).map(({ id, name }) => ({ id, name })),
  }));
}
export type OwnChannelRecord = Awaited<ReturnType<typeof ownChannelsOf>>[number];

/** The names of those of `ids` an export may name: curated channels and the listener's own, not anyone else's. */
export async function nameableChannels(db: Db, userId: string, ids: readonly string[]): Promise<Map<string, string>> {
  const names = new Map<string, string>();
  for (const some of chunked([...new Set(ids)], IDS_PER_QUERY)) {
    const rows = await db
      .selectFrom('channels')
      .where('id', 'in', some)
      .where((eb) => eb.or([eb('owner_user_id', 'is', null), eb('owner_user_id', '=', userId)]))
      .select(['id', 'name'])
      .execute();
    for (const row of rows) names.set(row.id, row.name);
  }
  return names;
}

/** Those of `ids` that are channels of this server's catalog a listener may play (curated, not taken off the site). */
export const curatedChannelIds = (db: Kysely<Database>, ids: readonly string[]) =>
  idsAmong(ids, (some) => catalogChannels(db).where('channels.id', 'in', some).select('channels.id').execute());

/** Those of `ids` that are songs of this server's catalog (not station ids or ads). */
export const songIds = (db: Kysely<Database>, ids: readonly string[]) =>
  idsAmong(ids, (some) => db.selectFrom('tracks').where('id', 'in', some).where('kind', '=', 'song').select('id').execute());

export const artistIds = (db: Kysely<Database>, ids: readonly string[]) =>
  idsAmong(ids, (some) => db.selectFrom('artists').where('id', 'in', some).select('id').execute());

export async function hasOwnChannels(db: Kysely<Database>, userId: string): Promise<boolean> {
  return (await db.selectFrom('channels').select('id').where('owner_user_id', '=', userId).limit(1).executeTakeFirst()) !== undefined;
}

/** A channel to restore, every id already checked against this catalog. */
export interface RestoredChannel {
  sourceId: string;
  name: string;
  createdAt: number;
  /** Curated channels, in the order they joined; at least one. */
  playIds: string[];
  bannedSongIds: string[];
  bannedArtistIds: string[];
}

/**
 * Makes the listener's copy of `sourceId` as ChannelService.ownVersion would, then gives it the
 * file's name, channels and bans; returns its id. Each ban and channel keeps the file's order by
 * its timestamp, a millisecond apart.
 */
export async function restoreOwnChannel(trx: Kysely<Database>, userId: string, channel: RestoredChannel): Promise<string> {
  const { createdAt } = channel;
  const copy = { ...newCopyIdentity(), owner_user_id: userId, source_channel_id: channel.sourceId, created_at: createdAt };
  await insertCopyRows(trx, copy);
  await trx.updateTable('channels').set({ name: channel.name }).where('id', '=', copy.id).execute();
  await trx.deleteFrom('channel_added_channels').where('channel_id', '=', copy.id).execute();
  const stamped = <T>(ids: string[], row: (id: string, at: number) => T) => ids.map((id, i) => row(id, createdAt + i));
  await trx
    .insertInto('channel_added_channels')
    .values(stamped(channel.playIds, (id, at) => ({ channel_id: copy.id, added_channel_id: id, created_at: at })))
    .execute();
  if (channel.bannedSongIds.length)
    await trx
      .insertInto('channel_removed_tracks')
      .values(stamped(channel.bannedSongIds, (id, at) => ({ channel_id: copy.id, track_id: id, created_at: at })))
      .execute();
  if (channel.bannedArtistIds.length)
    await trx
      .insertInto('channel_removed_artists')
      .values(stamped(channel.bannedArtistIds, (id, at) => ({ channel_id: copy.id, artist_id: id, created_at: at })))
      .execute();
  return copy.id;
}
