import { type PlaylistItem, type SongWhy, albumCoverFile, coverUrl, toOid } from '@earshot/contract';
import type { Reason } from './liking';
import type { ItemRecord } from './repo';

/** A song's reason with what it names: the channel it came from (in a blend, the included one) and its artist. */
export function presentWhy(r: ItemRecord, reason: Reason, source: { channel: string; blend: boolean }): SongWhy {
  if (reason.kind === 'artist') return { kind: 'artist', artist: r.artist_name, ...source };
  return { ...reason, ...source };
}

export function presentItem(r: ItemRecord, url: string, why?: SongWhy): PlaylistItem {
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
    ...(why ? { why } : {}),
  };
}
