import type { Candidate, HistoryEntry, PlaylistPolicy } from './policy';

/** Each level drops one more rule, used only when a small channel cannot satisfy them all. */
const RELAXATIONS = ['all', 'allowRepeats', 'inRowOnly', 'any'] as const;
export type Relaxation = (typeof RELAXATIONS)[number];

/** What the rules ask of the window's songs, counted once per draw so each candidate is checked in constant time. */
interface WindowCounts {
  byArtist: Map<string, number>;
  byAlbum: Map<string, number>;
  recentTracks: Set<string>;
  lastArtist: { id: string; run: number };
  lastAlbum: { id: string; run: number };
}

/**
 * The songs in a row from one artist (or album) the stream ends with, as heard. A song sent ahead
 * and dropped unheard was never on the air, so it parts no run: A1 heard, B dropped, then A2 and
 * A3 would be three in a row. (The window's counts do count such songs: erring on the safe side.)
 */
function trailingRun(songs: HistoryEntry[], key: 'artist_id' | 'album_id'): { id: string; run: number } {
  let id = '';
  let run = 0;
  for (let i = songs.length - 1; i >= 0; i--) {
    if (!songs[i].heard) continue;
    if (run > 0 && songs[i][key] !== id) break;
    id = songs[i][key];
    run++;
  }
  return { id, run };
}

function countWindow(songs: HistoryEntry[], policy: PlaylistPolicy, now: number): WindowCounts {
  const byArtist = new Map<string, number>();
  const byAlbum = new Map<string, number>();
  const recentTracks = new Set<string>();
  for (const s of songs) {
    if (s.served_at >= now - policy.noRepeatMs) recentTracks.add(s.track_id);
    if (s.served_at < now - policy.windowMs) continue;
    byArtist.set(s.artist_id, (byArtist.get(s.artist_id) ?? 0) + 1);
    byAlbum.set(s.album_id, (byAlbum.get(s.album_id) ?? 0) + 1);
  }
  return { byArtist, byAlbum, recentTracks, lastArtist: trailingRun(songs, 'artist_id'), lastAlbum: trailingRun(songs, 'album_id') };
}

/** Whether `c` may follow the counted songs under the rules of `level`. */
function allowed(c: Candidate, w: WindowCounts, policy: PlaylistPolicy, level: Relaxation): boolean {
  if (level === 'any') return true;
  if (w.lastArtist.id === c.artist_id && w.lastArtist.run >= policy.maxArtistInRow) return false;
  if (w.lastAlbum.id === c.album_id && w.lastAlbum.run >= policy.maxAlbumInRow) return false;
  if (level === 'inRowOnly') return true;
  if (level === 'all' && w.recentTracks.has(c.id)) return false;
  return (w.byArtist.get(c.artist_id) ?? 0) < policy.maxPerArtist && (w.byAlbum.get(c.album_id) ?? 0) < policy.maxPerAlbum;
}

/**
 * A draw under the strictest rules that leave a choice, relaxing no further than `loosest`.
 * `songs` are the window's songs in serving order.
 */
export function drawAllowed<C extends Candidate>(
  candidates: C[],
  songs: HistoryEntry[],
  policy: PlaylistPolicy,
  now: number,
  weight: (c: C) => number,
  random: () => number,
  loosest: Relaxation,
): C | undefined {
  if (candidates.length === 0) return undefined;
  const counts = countWindow(songs, policy, now);
  for (const level of RELAXATIONS.slice(0, RELAXATIONS.indexOf(loosest) + 1)) {
    const pool = candidates.filter((c) => allowed(c, counts, policy, level));
    if (pool.length > 0) return weightedDraw(pool, weight, random);
  }
  return undefined;
}

function weightedDraw<C>(pool: C[], weight: (c: C) => number, random: () => number): C {
  const weights = pool.map((c) => Math.max(0, weight(c)));
  const total = weights.reduce((a, b) => a + b, 0);
  if (total <= 0) return pool[Math.floor(random() * pool.length)];
  let r = random() * total;
  for (let i = 0; i < pool.length; i++) {
    r -= weights[i];
    if (r < 0) return pool[i];
  }
  return pool[pool.length - 1];
}
