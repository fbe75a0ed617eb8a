import type { Db } from '../../../db';
import { TRACK_FIELDS, allChannels, trackView } from '../../catalog';

export type PlayedSongRecord = Awaited<ReturnType<SongHistoryRepo['recentlyPlayed']>>[number];
export type RatedSongRecord = Awaited<ReturnType<SongHistoryRepo['rated']>>[number];

export class SongHistoryRepo {
  constructor(private readonly db: Db) {}

  /**
   * The user's newest plays of songs, newest first. Only plays the player reported: a playlist call
   * serves several songs ahead, and those the listener has not reached yet were not heard.
   */
  async recentlyPlayed(userId: string, limit: number) {
    return this.db
      .selectFrom('plays')
      .innerJoin(trackView(this.db).as('track'), 'track.id', 'plays.track_id')
      .innerJoin(allChannels(this.db).as('channel'), 'channel.id', 'plays.channel_id')
      .where('plays.user_id', '=', userId)
      .where('plays.ms_played', '>', 0)
      .where('track.kind', '=', 'song')
      .orderBy('plays.served_at', 'desc')
      .orderBy('plays.id', 'desc')
      .limit(limit)
      .select([...TRACK_FIELDS, 'plays.served_at', 'channel.id as channel_id', 'channel.oldid as channel_oldid', 'channel.name as channel_name'])
      .execute();
  }

  /** The user's ratings, most recently rated first. */
  async rated(userId: string, limit: number) {
    return this.db
      .selectFrom('ratings')
      .innerJoin(trackView(this.db).as('track'), 'track.id', 'ratings.track_id')
      .where('ratings.user_id', '=', userId)
      .orderBy('ratings.rated_at', 'desc')
      .orderBy('ratings.track_id')
      .limit(limit)
      .select([...TRACK_FIELDS, 'ratings.rating', 'ratings.rated_at'])
      .execute();
  }
}
