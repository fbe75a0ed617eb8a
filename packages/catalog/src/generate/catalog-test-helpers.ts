import type { CatalogData } from '../types';

/** Per-channel statistics the tests assert on. */
export function channelStats(c: CatalogData): Map<string, { tracks: string[]; artists: Map<string, number>; albums: Set<string> }> {
  const trackById = new Map(c.tracks.map((t) => [t.id, t]));
  const stats = new Map<string, { tracks: string[]; artists: Map<string, number>; albums: Set<string> }>();
  for (const row of c.channelTracks) {
    let s = stats.get(row.channel_id);
    if (!s) {
      s = { tracks: [], artists: new Map(), albums: new Set() };
      stats.set(row.channel_id, s);
    }
    const track = trackById.get(row.track_id);
    if (!track) throw new Error(`channel ${row.channel_id} refers to a missing track ${row.track_id}`);
    s.tracks[row.position] = track.id;
    s.artists.set(track.artist_id, (s.artists.get(track.artist_id) ?? 0) + 1);
    s.albums.add(track.album_id);
  }
  return stats;
}

export function uniqueBy<T>(rows: readonly T[], key: (row: T) => string | number): boolean {
  return new Set(rows.map(key)).size === rows.length;
}
