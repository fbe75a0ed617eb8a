import { OID_PATTERN } from '@earshot/contract';
import type { Db } from '../../db';

export type ChannelRecord = Awaited<ReturnType<ChannelRepo['findByRef']>> & {};
export type TrackRecord = Awaited<ReturnType<ChannelRepo['tracksOf']>>[number];

const channelColumns = [
  'channels.id', 'channels.oldid', 'channels.channel_uuid', 'channels.name', 'channels.description',
  'channels.christmas', 'channels.five_star', 'channels.disabled', 'channels.featured_artist_id',
  'channels.created_at', 'channels.popularity', 'genres.param as genre_param',
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
      .select([
        'tracks.id', 'tracks.title', 'tracks.artist_id', 'artists.name as artist_name', 'tracks.album_id',
        'albums.title as album_title', 'albums.year', 'albums.label', 'tracks.composer', 'tracks.duration_ms',
        'tracks.isrc', 'tracks.christmas', 'tracks.gain_db', 'tracks.kind',
      ])
      .execute();
  }
}
