import { type Candidate, DEFAULT_POLICY, type HistoryEntry, type Pick, type PlaylistPolicy } from './policy';
import { drawAllowed, type Relaxation } from './rules';

function songsSinceSweeper(history: HistoryEntry[]): number {
  let n = 0;
  for (let i = history.length - 1; i >= 0 && history[i].kind !== 'sweeper'; i--) if (history[i].kind === 'song') n++;
  return n;
}

/**
 * Whether the window's music has earned another ad break: one break per `afterMs` of music heard,
 * counted over the whole window so a long song's overshoot is credited rather than lost.
 */
function adBreakDue(recent: HistoryEntry[], afterMs: number): boolean {
  let music = 0;
  let breaks = 0;
  for (const h of recent) {
    if (h.kind === 'song') music += h.music_ms;
    else if (h.kind === 'ad') breaks++;
  }
  return Math.floor(music / afterMs) > breaks;
}

const entry = (kind: 'sweeper' | 'ad', now: number): HistoryEntry => ({ track_id: '', artist_id: '', album_id: '', kind, served_at: now, music_ms: 0 });

/**
 * Chooses the next `count` songs, with station ids and ad breaks where due, from `candidates`,
 * given the listener's history on this stream in serving order.
 */
export function planNext<C extends Candidate>(opts: {
  candidates: C[];
  history: HistoryEntry[];
  count: number;
  now: number;
  random: () => number;
  policy?: PlaylistPolicy;
  /** Music between ad breaks for this listener; null when they hear no ads. */
  adBreakAfterMs?: number | null;
  /** How likely each candidate is drawn (ratings tilt it); 1 for all when omitted. */
  weight?: (c: C) => number;
  /** Candidates that can start at once (already encoded); the first song is drawn from them when the rules allow. */
  ready?: (c: C) => boolean;
}): Pick<C>[] {
  const policy = opts.policy ?? DEFAULT_POLICY;
  const weight = opts.weight ?? (() => 1);
  const adBreakAfterMs = opts.adBreakAfterMs ?? null;
  const history = [...opts.history];
  const picks: Pick<C>[] = [];
  if (opts.candidates.length === 0) return picks;
  let songsPicked = 0;
  while (songsPicked < opts.count) {
    const recent = history.filter((h) => h.served_at >= opts.now - policy.windowMs);
    if (adBreakAfterMs !== null && adBreakDue(recent, adBreakAfterMs)) {
      picks.push({ kind: 'ad' });
      history.push(entry('ad', opts.now));
    }
    if (songsSinceSweeper(history) >= policy.songsPerSweeper) {
      picks.push({ kind: 'sweeper' });
      history.push(entry('sweeper', opts.now));
    }
    const songs = recent.filter((h) => h.kind === 'song');
    const readyFirst = songsPicked === 0 && opts.ready ? opts.candidates.filter(opts.ready) : [];
    const draw = (pool: C[], loosest: Relaxation) => drawAllowed(pool, songs, policy, opts.now, weight, opts.random, loosest);
    // The last relaxation allows every candidate, so the second draw always finds one.
    const track = draw(readyFirst, 'all') ?? (draw(opts.candidates, 'any') as C);
    picks.push({ kind: 'song', track });
    songsPicked++;
    history.push({ track_id: track.id, artist_id: track.artist_id, album_id: track.album_id, kind: 'song', served_at: opts.now, music_ms: track.duration_ms });
  }
  return picks;
}
