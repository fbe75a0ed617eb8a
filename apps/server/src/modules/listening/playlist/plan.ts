import { type AdMeter, type Candidate, DEFAULT_POLICY, type HistoryEntry, type Pick, type PlaylistPolicy } from './policy';
import { drawAllowed, type Relaxation } from './rules';

/** Songs heard since the last station id heard: one sent ahead and dropped was never on the air. */
function songsSinceSweeper(history: HistoryEntry[]): number {
  let n = 0;
  for (let i = history.length - 1; i >= 0; i--) {
    const h = history[i];
    if (!h.heard) continue;
    if (h.kind === 'sweeper') break;
    if (h.kind === 'song') n++;
  }
  return n;
}

/**
 * One break is earned per `afterMs` of music, counted over the window, so a long song's overshoot
 * is credited rather than lost.
 */
const breakDue = (musicMs: number, breaks: number, afterMs: number) => Math.floor(musicMs / afterMs) > breaks;

// What this batch plans is counted as heard: the player plays it in order.
const entry = (kind: 'sweeper', now: number): HistoryEntry => ({ track_id: '', artist_id: '', album_id: '', kind, served_at: now, heard: true });

/**
 * Chooses the next `count` songs, with station ids where due, from `candidates`, given the
 * listener's history on this stream in serving order. A station id follows every few songs heard.
 *
 * An ad break only ever opens a batch, when the music already heard has earned it; the batch then
 * ends with the song after which the next break would be due. The player asks for more near that
 * song's end, so each break is decided from what the listener heard, never from songs merely sent
 * ahead: one who skips, switches or reloads through them has not earned it.
 */
export function planNext<C extends Candidate>(opts: {
  candidates: C[];
  history: HistoryEntry[];
  count: number;
  now: number;
  random: () => number;
  policy?: PlaylistPolicy;
  /** Where the listener stands with ad breaks; null when they hear no ads. */
  ads?: AdMeter | null;
  /** How likely each candidate is drawn (ratings tilt it); 1 for all when omitted. */
  weight?: (c: C) => number;
  /** Candidates that can start at once (already encoded); the first song is drawn from them when the rules allow. */
  ready?: (c: C) => boolean;
}): Pick<C>[] {
  const policy = opts.policy ?? DEFAULT_POLICY;
  const weight = opts.weight ?? (() => 1);
  const ads = opts.ads ?? null;
  const history = [...opts.history];
  const picks: Pick<C>[] = [];
  if (opts.candidates.length === 0) return picks;
  let music = ads?.heardMs ?? 0;
  let breaks = ads?.breaks ?? 0;
  if (ads && breakDue(music, breaks, ads.afterMs)) {
    picks.push({ kind: 'ad' });
    breaks++;
  }
  let songsPicked = 0;
  while (songsPicked < opts.count) {
    if (songsSinceSweeper(history) >= policy.songsPerSweeper) {
      picks.push({ kind: 'sweeper' });
      history.push(entry('sweeper', opts.now));
    }
    const songs = history.filter((h) => h.kind === 'song' && h.served_at >= opts.now - policy.windowMs);
    const readyFirst = songsPicked === 0 && opts.ready ? opts.candidates.filter(opts.ready) : [];
    const draw = (pool: C[], loosest: Relaxation) => drawAllowed(pool, songs, policy, opts.now, weight, opts.random, loosest);
    // The last relaxation allows every candidate, so the second draw always finds one.
    const track = draw(readyFirst, 'all') ?? (draw(opts.candidates, 'any') as C);
    picks.push({ kind: 'song', track });
    songsPicked++;
    history.push({ track_id: track.id, artist_id: track.artist_id, album_id: track.album_id, kind: 'song', served_at: opts.now, heard: true });
    music += track.duration_ms;
    if (ads && breakDue(music, breaks, ads.afterMs)) break;
  }
  return picks;
}
