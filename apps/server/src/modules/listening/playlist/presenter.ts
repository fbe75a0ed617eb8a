import { type PlaylistItem, albumCoverFile, coverUrl, toOid } from '@earshot/contract';
import type { ItemRecord } from './repo';

export function presentItem(r: ItemRecord, url: string): PlaylistItem {
  return {
    type: r.kind === 'sweeper' ? 'sweeper' : r.kind === 'ad' ? 'ad' : 'song',
    _id: toOid(r.id),
    title: r.title,
    track_artist: r.artist_name,
    artist_id: r.artist_id,
    album: r.album_title,
    year: r.year,
    cdcover: coverUrl(albumCoverFile(r.album_id, r.cover_type)),
    duration: r.duration_ms / 1000,
    gain: r.gain_db,
    url,
  };
}
