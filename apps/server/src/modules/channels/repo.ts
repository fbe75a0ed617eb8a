import { OID_PATTERN } from '@earshot/contract';
import type { Db } from '../../db';

export type ChannelRecord = Awaited<ReturnType<ChannelRepo['findByRef']>> & {};
/** What a track row needs (joined with artists and albums): the columns the presenter shapes a track from. */
export const TRACK_COLUMNS = [
  'tracks.id', 'tracks.title', 'tracks.artist_id', 'artists.name as artist_name', 'tracks.album_id',
  'albums.title as album_title', 'albums.year', 'albums.label', 'tracks.composer', 'tracks.duration_ms',
  'tracks.isrc', 'tracks.christmas', 'tracks.gain_db', 'tracks.kind',
] as const;

export type TrackRecord = Awaited<ReturnType<ChannelRepo['tracksOf']>>[number];
export type ChannelBans = Awaited<ReturnType<ChannelRepo['bansOf']>>;

const channelColumns = [
  'channels.id', 'channels.oldid', 'channels.channel_uuid', 'channels.name', 'channels.description',
  'channels.christmas', 'channels.five_star', 'channels.disabled', 'channels.featured_artist_id',
  'channels.created_at', 'channels.popularity', 'genres.param as genre_param',
  'channels.owner_user_id', 'channels.source_channel_id',
] as const;

export class ChannelRepo {
  constructor(private readonly db: Db) {}

  private channels() {
    return this.db.selectFrom('channels').leftJoin('genres', 'genres.id', 'channels.genre_id').select(channelColumns);
  }

  /** A channel by 24-hex id or numeric legacy id. */
  async findByRef(ref: string) {
    const query = OID_PATTERN.test(ref)
      ? this.channels().where('channels.id', '=', ref)
      : this.channels().where('channels.oldid', '=', Number(ref));
    return query.executeTakeFirst();
  }

  /** `userId`'s copy of the channel `sourceId`, if they have one. */
  async copyOf(userId: string, sourceId: string) {
    return this.channels().where('channels.owner_user_id', '=', userId).where('channels.source_channel_id', '=', sourceId).executeTakeFirst();
  }

  /**
   * Copies a channel for a listener: its name, description, art and Christmas and Five-Star flags,
   * but no genre or brand, so the copy stays out of the catalog's lists and counts, and no track
   * rows (it plays its source's).
   */
  async insertCopy(copy: { id: string; oldid: number; channel_uuid: string; owner_user_id: string; source_channel_id: string; created_at: number }) {
    const source = await this.db
      .selectFrom('channels')
      .select(['name', 'description', 'christmas', 'five_star', 'art_seed', 'featured_artist_id'])
      .where('id', '=', copy.source_channel_id)
      .executeTakeFirstOrThrow();
    await this.db.insertInto('channels').values({ ...copy, ...source, genre_id: null, brand_id: null, popularity: 0 }).execute();
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

  async findMany(ids: string[]) {
    if (ids.length === 0) return [];
    return this.channels().where('channels.id', 'in', ids).execute();
  }

  async tracksOf(channelId: string) {
    return this.db
      .selectFrom('channel_tracks')
      .innerJoin('tracks', 'tracks.id', 'channel_tracks.track_id')
      .innerJoin('artists', 'artists.id', 'tracks.artist_id')
      .innerJoin('albums', 'albums.id', 'tracks.album_id')
      .where('channel_tracks.channel_id', '=', channelId)
      .orderBy('channel_tracks.position')
      .select(TRACK_COLUMNS)
      .execute();
  }
}
