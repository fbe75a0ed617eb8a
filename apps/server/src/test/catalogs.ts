import type { Candidate, HistoryEntry, Pick } from '../modules/listening';

/** A repeatable stand-in for Math.random (a linear congruential generator). */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

/** `artists` × `albumsPerArtist` albums of `tracksPerAlbum` three-minute songs: t0, t1… on al0, al1… by ar0, ar1… */
export const catalog = (artists: number, albumsPerArtist: number, tracksPerAlbum: number): Candidate[] =>
  Array.from({ length: artists * albumsPerArtist * tracksPerAlbum }, (_, i) => {
    const album = Math.floor(i / tracksPerAlbum);
    return { id: `t${i}`, album_id: `al${album}`, artist_id: `ar${Math.floor(album / albumsPerArtist)}`, duration_ms: 180_000 };
  });

export const songEntry = (c: Candidate, at: number): HistoryEntry => ({
  track_id: c.id, artist_id: c.artist_id, album_id: c.album_id, kind: 'song', served_at: at, heard: true,
});

/** Picks as the history they become once served at `at` and heard. */
export const asHistory = (picks: Pick<Candidate>[], at: number): HistoryEntry[] =>
  picks.map((p) =>
    p.kind === 'song' ? songEntry(p.track, at) : { track_id: '', artist_id: '', album_id: '', kind: p.kind, served_at: at, heard: true },
  );
