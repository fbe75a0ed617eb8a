import { type PlayedTrack, type RatedTrack, toOid } from '@earshot/contract';
import { presentTrack } from '../../catalog';
import type { PlayedSongRecord, RatedSongRecord } from './repo';

/** The only place the song-history JSON is shaped; the track itself is shaped as everywhere else. */
export function presentPlayedSong(row: PlayedSongRecord): PlayedTrack {
  return {
    ...presentTrack(row),
    played_at: row.served_at,
    channel: { _id: toOid(row.channel_id), oldid: row.channel_oldid, name: row.channel_name },
  };
}

export function presentRatedSong(row: RatedSongRecord): RatedTrack {
  return { ...presentTrack(row), rating: row.rating, rated_at: row.rated_at };
}
