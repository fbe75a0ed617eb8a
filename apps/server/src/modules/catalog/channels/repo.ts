import { OID_PATTERN } from '@earshot/contract';
import type { Kysely } from 'kysely';
import type { Db } from '../../../db';
import type { Database } from '../../../db/schema';
import { TRACK_FIELDS, catalogChannels, trackView } from '../read-models';

/** A track as TRACK_FIELDS select it (the channel lists also say which list it came from). */
export type TrackRecord = Omit<Awaited<ReturnType<ChannelRepo['tracksOf']>>[number], 'channel_id'>;
export type ChannelBans = Awaited<ReturnType<ChannelRepo['bansOf']>>;

/** A channel that another one plays (a row of channel_added_channels), with what the engine and pages need of it. */
export interface AddedChannelRecord {
  id: string;
  oldid: number;
  name: string;
  five_star: number;
  genre_id: string | null;
  owner_user_id: string | null;
}

const channelColumns = [
  'channels.id', 'channels.oldid', 'channels.channel_uuid', 'channels.name', 'channels.description',
  'channels.christmas', 'channels.five_star', 'channels.disabled', 'channels.featured_artist_id',
  'channels.created_at', 'channels.popularity', 'channels.genre_id', 'genres.param as genre_param',
  'channels.owner_user_id', 'channels.source_channel_id', 'channels.art_seed', 'genres.name as genre_name',
] as const;

/**
 * Channels with the channels they play, in one query: one row per channel and added channel (one
 * row with nulls when there is none), oldest addition first. Every list of channels is presented
 * with its blends, so loading them here keeps that from costing a query per channel.
 */
const channelRows = (db: Db) =>
  db
    .selectFrom('channels')
    .leftJoin('genres', 'genres.id', 'channels.genre_id')
    .leftJoin('channel_added_channels as added', 'added.channel_id', 'channels.id')
    .leftJoin('channels as included', 'included.id', 'added.added_channel_id')
    .select([
      ...channelColumns, 'included.id as added_id', 'included.oldid as added_oldid', 'included.name as added_name',
      'included.five_star as added_five_star', 'included.genre_id as added_genre_id', 'included.owner_user_id as added_owner_user_id',
    ])
    .orderBy('added.created_at')
    .orderBy('included.name');

type ChannelRow = Awaited<ReturnType<ReturnType<typeof channelRows>['execute']>>[number];
export type ChannelRecord = Omit<ChannelRow, 'added_id' | 'added_oldid' | 'added_name' | 'added_five_star' | 'added_genre_id' | 'added_owner_user_id'> & {
  added: AddedChannelRecord[];
};

/** One record per channel, in the order the rows name them first. */
function fold(rows: ChannelRow[]): ChannelRecord[] {
  const byId = new Map<string, ChannelRecord>();
  for (const { added_id, added_oldid, added_name, added_five_star, added_genre_id, added_owner_user_id, ...channel } of rows) {
    let record = byId.get(channel.id);
    if (!record) {
      record = { ...channel, added: [] };
      byId.set(channel.id, record);
    }
    if (added_id !== null) {
      record.added.push({
        id: added_id, oldid: added_oldid as number, name: added_name as string, five_star: added_five_star as number, genre_id: added_genre_id,
        owner_user_id: added_owner_user_id,
      });
    }
  }
  return [...byId.values()];
}

export interface NewCopy {
  id: string;
  oldid: number;
  channel_uuid: string;
  owner_user_id: string;
  source_channel_id: string;
  created_at: number;
}

/** ChannelRepo.insertCopy's two rows, in the caller's transaction (an import makes many copies in one). */
export async function insertCopyRows(trx: Kysely<Database>, copy: NewCopy): Promise<void> {
  const source = await trx
    .selectFrom('channels')
    .select(['name', 'description', 'christmas', 'five_star', 'art_seed', 'featured_artist_id'])
    .where('id', '=', copy.source_channel_id)
    .executeTakeFirstOrThrow();
  await trx.insertInto('channels').values({ ...copy, ...source, genre_id: null, brand_id: null, popularity: 0 }).execute();
  await trx.insertInto('channel_added_channels').values({ channel_id: copy.id, added_channel_id: copy.source_channel_id, created_at: copy.created_at }).execute();
}

export class ChannelRepo {
  constructor(private readonly db: Db) {}

  /**
   * A channel by 24-hex id, or by numeric legacy id if it is a catalog channel or `viewerId`'s own:
   * a user channel's 9-digit legacy id could be guessed, so to anyone else it names nothing, and
   * only the unguessable id (the one share links carry) finds it.
   */
  async findByRef(ref: string, viewerId: string | null): Promise<ChannelRecord | undefined> {
    const query = OID_PATTERN.test(ref)
      ? channelRows(this.db).where('channels.id', '=', ref)
      : channelRows(this.db)
          .where('channels.oldid', '=', Number(ref))
          .where((eb) => eb.or([eb('channels.owner_user_id', 'is', null), ...(viewerId === null ? [] : [eb('channels.owner_user_id', '=', viewerId)])]));
    return fold(await query.execute())[0];
  }

  /** `userId`'s copy of the channel `sourceId`, if they have one. */
  async copyOf(userId: string, sourceId: string): Promise<ChannelRecord | undefined> {
    const rows = await channelRows(this.db).where('channels.owner_user_id', '=', userId).where('channels.source_channel_id', '=', sourceId).execute();
    return fold(rows)[0];
  }

  /**
   * Copies a channel for a listener: its name, description, art and Christmas and Five-Star flags,
   * but no genre or brand, so the copy stays out of the catalog's lists and counts, and no track
   * rows. It plays its source as its one included channel; the two rows go in together, so no copy
   * is ever seen playing nothing.
   */
  async insertCopy(copy: NewCopy) {
    await this.db.transaction().execute((trx) => insertCopyRows(trx, copy));
  }

  async rename(channelId: string, name: string): Promise<void> {
    await this.db.updateTable('channels').set({ name }).where('id', '=', channelId).execute();
  }

  /** The songs and artists banned from a channel, oldest ban first. */
  async bansOf(channelId: string) {
    const [artists, tracks] = await Promise.all([
      this.db
        .selectFrom('channel_removed_artists')
        .innerJoin('artists', 'artists.id', 'channel_removed_artists.artist_id')
        .where('channel_removed_artists.channel_id', '=', channelId)
        .orderBy('channel_removed_artists.created_at')
        .orderBy('artists.name')
        .select(['artists.id', 'artists.name'])
        .execute(),
      this.db
        .selectFrom('channel_removed_tracks')
        .innerJoin('tracks', 'tracks.id', 'channel_removed_tracks.track_id')
        .innerJoin('artists', 'artists.id', 'tracks.artist_id')
        .where('channel_removed_tracks.channel_id', '=', channelId)
        .orderBy('channel_removed_tracks.created_at')
        .orderBy('tracks.title')
        .select(['tracks.id', 'tracks.title', 'artists.name as artist_name'])
        .execute(),
    ]);
    return { artists, tracks };
  }

  async findMany(ids: string[]): Promise<ChannelRecord[]> {
    if (ids.length === 0) return [];
    return fold(await channelRows(this.db).where('channels.id', 'in', ids).execute());
  }

  /** The track lists of these channels, list after list in the order given, each track once. */
  async tracksOf(channelIds: string[]) {
    if (channelIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('channel_tracks')
      .innerJoin(trackView(this.db).as('track'), 'track.id', 'channel_tracks.track_id')
      .where('channel_tracks.channel_id', 'in', channelIds)
      .orderBy('channel_tracks.position')
      .select([...TRACK_FIELDS, 'channel_tracks.channel_id'])
      .execute();
    const seen = new Set<string>();
    return channelIds.flatMap((channelId) =>
      rows.filter((row) => {
        if (row.channel_id !== channelId || seen.has(row.id)) return false;
        seen.add(row.id);
        return true;
      }),
    );
  }

  /**
   * The songs among `ids` that a catalog channel plays. Station ids, ads and songs on no catalog
   * channel (an ingested file not placed yet) are not the catalog's to list. Listeners' copies have
   * no track rows of their own; the owner check says so here too.
   */
  async catalogSongs(ids: string[]) {
    if (ids.length === 0) return [];
    return this.db
      .selectFrom(trackView(this.db).as('track'))
      .where('track.id', 'in', ids)
      .where('track.kind', '=', 'song')
      .where(({ exists, selectFrom }) =>
        exists(
          selectFrom('channel_tracks')
            .innerJoin('channels', 'channels.id', 'channel_tracks.channel_id')
            .select('channel_tracks.track_id')
            .whereRef('channel_tracks.track_id', '=', 'track.id')
            .where('channels.owner_user_id', 'is', null),
        ),
      )
      .select(TRACK_FIELDS)
      .execute();
  }

  /**
   * Catalog channels (enabled, no one's copy, not Five-Star) in a genre, or in every genre for
   * `genreId` null, most popular first.
   */
  async popularIds(genreId: string | null, exclude: string[], limit: number): Promise<string[]> {
    const rows = await catalogChannels(this.db)
      .select('channels.id')
      .where('channels.five_star', '=', 0)
      .$if(genreId !== null, (q) => q.where('channels.genre_id', '=', genreId))
      .$if(exclude.length > 0, (q) => q.where('channels.id', 'not in', exclude))
      .orderBy('channels.popularity', 'desc')
      .orderBy('channels.id')
      .limit(limit)
      .execute();
    return rows.map((r) => r.id);
  }
}
