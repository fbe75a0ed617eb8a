/**
 * The webcasting rules for a non-interactive service, as data. In any 3-hour window of one
 * listener's stream: at most 3 tracks from one album (2 in a row), at most 4 by one artist
 * (3 in a row), and no track repeats soon after it played.
 */
export interface PlaylistPolicy {
  windowMs: number;
  maxPerAlbum: number;
  maxAlbumInRow: number;
  maxPerArtist: number;
  maxArtistInRow: number;
  noRepeatMs: number;
  /** A station id plays after this many songs. */
  songsPerSweeper: number;
}

export const DEFAULT_POLICY: PlaylistPolicy = {
  windowMs: 3 * 3600_000,
  maxPerAlbum: 3,
  maxAlbumInRow: 2,
  maxPerArtist: 4,
  maxArtistInRow: 3,
  noRepeatMs: 3 * 3600_000,
  songsPerSweeper: 4,
};

export interface Candidate {
  id: string;
  artist_id: string;
  album_id: string;
}

export interface HistoryEntry {
  track_id: string;
  artist_id: string;
  album_id: string;
  kind: string;
  served_at: number;
}

export type Pick<C extends Candidate> = { kind: 'song'; track: C } | { kind: 'sweeper' };

/** Each level drops one more rule, used only when a small channel cannot satisfy them all. */
const RELAXATIONS = ['all', 'allowRepeats', 'inRowOnly', 'any'] as const;
type Relaxation = (typeof RELAXATIONS)[number];

function trailingRun(songs: HistoryEntry[], key: 'artist_id' | 'album_id', value: string): number {
  let run = 0;
  for (let i = songs.length - 1; i >= 0 && songs[i][key] === value; i--) run++;
  return run;
}

function allowed(c: Candidate, songs: HistoryEntry[], policy: PlaylistPolicy, now: number, level: Relaxation): boolean {
  if (level === 'any') return true;
  if (trailingRun(songs, 'artist_id', c.artist_id) >= policy.maxArtistInRow) return false;
  if (trailingRun(songs, 'album_id', c.album_id) >= policy.maxAlbumInRow) return false;
  if (level === 'inRowOnly') return true;
  let byArtist = 0;
  let byAlbum = 0;
  for (const s of songs) {
    if (s.served_at < now - policy.windowMs) continue;
    if (s.artist_id === c.artist_id) byArtist++;
    if (s.album_id === c.album_id) byAlbum++;
    if (level === 'all' && s.track_id === c.id && s.served_at >= now - policy.noRepeatMs) return false;
  }
  return byArtist < policy.maxPerArtist && byAlbum < policy.maxPerAlbum;
}

function songsSinceSweeper(history: HistoryEntry[]): number {
  let n = 0;
  for (let i = history.length - 1; i >= 0 && history[i].kind !== 'sweeper'; i--) if (history[i].kind === 'song') n++;
  return n;
}

/**
 * Chooses the next `count` songs (plus station ids where due) from `candidates`, given the
 * listener's history on this stream in serving order. `weight` lets ratings tilt the draw.
 */
export function planNext<C extends Candidate>(opts: {
  candidates: C[];
  history: HistoryEntry[];
  count: number;
  now: number;
  random: () => number;
  policy?: PlaylistPolicy;
  weight?: (c: C) => number;
  /** Candidates that can start at once (already encoded); the first song is drawn from them when the rules allow. */
  ready?: (c: C) => boolean;
}): Pick<C>[] {
  const policy = opts.policy ?? DEFAULT_POLICY;
  const weight = opts.weight ?? (() => 1);
  const history = [...opts.history];
  const picks: Pick<C>[] = [];
  if (opts.candidates.length === 0) return picks;
  while (picks.filter((p) => p.kind === 'song').length < opts.count) {
    if (history.length > 0 && songsSinceSweeper(history) >= policy.songsPerSweeper) {
      picks.push({ kind: 'sweeper' });
      history.push({ track_id: '', artist_id: '', album_id: '', kind: 'sweeper', served_at: opts.now });
    }
    const songs = history.filter((h) => h.kind === 'song' && h.served_at >= opts.now - policy.windowMs);
    const readyFirst = !picks.some((p) => p.kind === 'song') && opts.ready ? opts.candidates.filter(opts.ready) : [];
    const draw = (pool: C[], loosest: Relaxation) => drawAllowed(pool, songs, policy, opts.now, weight, opts.random, loosest);
    // The last relaxation allows every candidate, so the second draw always finds one.
    const track = draw(readyFirst, 'all') ?? (draw(opts.candidates, 'any') as C);
    picks.push({ kind: 'song', track });
    history.push({ track_id: track.id, artist_id: track.artist_id, album_id: track.album_id, kind: 'song', served_at: opts.now });
  }
  return picks;
}

/** A draw under the strictest rules that leave a choice, relaxing no further than `loosest`. */
function drawAllowed<C extends Candidate>(
  candidates: C[],
  songs: HistoryEntry[],
  policy: PlaylistPolicy,
  now: number,
  weight: (c: C) => number,
  random: () => number,
  loosest: Relaxation,
): C | undefined {
  for (const level of RELAXATIONS.slice(0, RELAXATIONS.indexOf(loosest) + 1)) {
    const pool = candidates.filter((c) => allowed(c, songs, policy, now, level));
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
