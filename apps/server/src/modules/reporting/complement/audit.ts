import { type AiredSong, DEFAULT_POLICY, type PlaylistPolicy } from '../../listening';

/** The sound recording performance complement (17 U.S.C. §114(j)(13)), as the playlist engine plans by it. */
export type ComplementLimits = Pick<PlaylistPolicy, 'windowMs' | 'maxPerAlbum' | 'maxAlbumInRow' | 'maxPerArtist' | 'maxArtistInRow'>;

export type ComplementRule = 'album' | 'album-in-row' | 'artist' | 'artist-in-row';

export interface ComplementViolation {
  rule: ComplementRule;
  /** The stream: its listener key (`station:{channelId}` for a public stream's schedule)… */
  listenerKey: string;
  /** …and the channel it plays (a user channel's source: the two make one stream). */
  channelId: string;
  /** The songs that together break the rule, oldest first: the last one broke it. */
  plays: AiredSong[];
}

export interface ComplementReport {
  /** The range audited, [from, to) in ms. */
  from: number;
  to: number;
  /** Songs on the air in the range. */
  songs: number;
  violations: ComplementViolation[];
}

interface Check {
  rule: ComplementRule;
  key: 'album_id' | 'artist_id';
  /** Songs in the window sharing the key, or only the run of them the window ends with. */
  inRow: boolean;
  limit: number;
}

const checksOf = (limits: ComplementLimits): Check[] => [
  { rule: 'album', key: 'album_id', inRow: false, limit: limits.maxPerAlbum },
  { rule: 'album-in-row', key: 'album_id', inRow: true, limit: limits.maxAlbumInRow },
  { rule: 'artist', key: 'artist_id', inRow: false, limit: limits.maxPerArtist },
  { rule: 'artist-in-row', key: 'artist_id', inRow: true, limit: limits.maxArtistInRow },
];

/** The songs in a row the window ends with that share the last one's `key`. */
function trailingRun(window: AiredSong[], key: Check['key']): AiredSong[] {
  const last = window[window.length - 1];
  let start = window.length - 1;
  while (start > 0 && window[start - 1][key] === last[key]) start--;
  return window.slice(start);
}

/**
 * Checks songs on the air, fed in serving order across all streams, against the complement. Each
 * stream keeps only the songs of the window before its newest one, and a stream silent for a
 * window is forgotten, so memory follows the streams playing at once, not the range.
 */
export class ComplementAuditor {
  private readonly checks: Check[];
  private readonly streams = new Map<string, AiredSong[]>();
  private sweptAt = Number.NEGATIVE_INFINITY;
  private readonly report: ComplementReport;

  constructor(
    range: { from: number; to: number },
    private readonly limits: ComplementLimits = DEFAULT_POLICY,
  ) {
    this.checks = checksOf(limits);
    this.report = { from: range.from, to: range.to, songs: 0, violations: [] };
  }

  /**
   * The next song on the air. Songs before the range are read only as the window of those in it:
   * a violation is reported once, at the song that breaks the rule, when that song is in the range.
   */
  add(song: AiredSong): void {
    this.forgetSilentStreams(song.served_at);
    const streamKey = `${song.listener_key}\n${song.stream_channel_id}`;
    const window = this.streams.get(streamKey) ?? [];
    // A window is any 3 hours: songs exactly that far apart are in one.
    while (window.length > 0 && song.served_at - window[0].served_at > this.limits.windowMs) window.shift();
    window.push(song);
    this.streams.set(streamKey, window);
    if (song.served_at < this.report.from || song.served_at >= this.report.to) return;
    this.report.songs++;
    for (const { rule, key, inRow, limit } of this.checks) {
      const plays = inRow ? trailingRun(window, key) : window.filter((s) => s[key] === song[key]);
      if (plays.length > limit) this.report.violations.push({ rule, listenerKey: song.listener_key, channelId: song.stream_channel_id, plays });
    }
  }

  /** What was found: the report, complete once every song of the range (and the window before it) is in. */
  result(): ComplementReport {
    return this.report;
  }

  private forgetSilentStreams(now: number): void {
    if (now - this.sweptAt <= this.limits.windowMs) return;
    this.sweptAt = now;
    for (const [key, window] of this.streams) {
      if (now - window[window.length - 1].served_at > this.limits.windowMs) this.streams.delete(key);
    }
  }
}

/** Audits songs on the air (in serving order, from a window before `from` to `to`) for the range [from, to). */
export async function auditSongs(songs: Iterable<AiredSong> | AsyncIterable<AiredSong>, range: { from: number; to: number }, limits?: ComplementLimits): Promise<ComplementReport> {
  const auditor = new ComplementAuditor(range, limits);
  for await (const song of songs) auditor.add(song);
  return auditor.result();
}
