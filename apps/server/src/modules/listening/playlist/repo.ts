import { FIVE_STAR_LIMITS } from '@earshot/contract';
import type { Db } from '../../../db';
import { Lru } from '../../../lru';
import { bannedFrom, channelTrackRows, genreView, trackFactsOf, trackView, tracksOfArtists } from '../../catalog';
import { artistsOf, type Bans } from './candidates';
import { transmitted } from '../on-air/transmitted';
import type { Candidate, HistoryEntry, ItemKind } from './policy';

/** What a playlist item needs of the catalog's track view. */
const itemFields = [
  'track.id', 'track.title', 'track.artist_id', 'track.artist_name', 'track.album_id', 'track.album_title', 'track.year',
  'track.cover_type', 'track.duration_ms', 'track.gain_db', 'track.kind', 'track.media_type',
] as const;

export type ItemRecord = Awaited<ReturnType<PlaylistRepo['loadCandidates']>>[number];
export type RatedItemRecord = Awaited<ReturnType<PlaylistRepo['fiveStarTracks']>>[number];

/**
 * The most of a listener's recent stream the rules look at. Three hours of the shortest songs with
 * station ids and ads is under 200 items; beyond that the listener is skipping, and the newest
 * items are what matter.
 */
const HISTORY_ROWS = 400;

/**
 * The most of a listener's liked songs a playlist call reads to find their liked artists. On SQLite
 * with the full catalog, reading 200 took 0.27 ms, a third of the query from the artists' side.
 */
export const LIKED_SONGS_READ = 200;

/** The most of a listener's reported plays the ad meter reads: twice a window of the shortest songs, heard in full. */
const HEARD_ROWS = 1000;

/** The item a listener is on and how far into it they are (ms), as the player says when it asks for more. */
export interface Playhead {
  trackId: string;
  ms: number;
}

/** Music heard and ads started, from play reports. */
export interface Heard {
  musicMs: number;
  ads: number;
}

/** Channels whose candidates stay in memory (~300 records, ~90 kB each). */
const CACHED_CHANNELS = 256;

/** What the rules and the ad meter need of a track: fixed once it is in the catalog (tracks are never edited or deleted). */
interface TrackFacts {
  artist_id: string;
  album_id: string;
  kind: string;
  duration_ms: number;
}

/** Tracks whose facts stay in memory: the whole demo catalog (68,369 songs) fits, at ~150 bytes each. */
const CACHED_TRACK_FACTS = 100_000;

export class PlaylistRepo {
  /**
   * A curated channel's tracks are fixed when the catalog is seeded and never edited while the
   * service runs (blends and renames change which channels a user channel plays, and channel rows,
   * never a track list), so the join behind every playlist call is done once per channel. Least
   * recently used first out.
   */
  private readonly candidateCache = new Map<string, Promise<ItemRecord[]>>();
  private readonly stationCache = new Map<'sweeper' | 'ad', Promise<ItemRecord[]>>();
  /**
   * A listener's history and ad meter are read from `plays` alone and joined to these in memory:
   * on PostgreSQL the join to `tracks` was a nested loop of index lookups per play, milliseconds
   * on every playlist call. Filled by every candidate list loaded, and by one query for the rest.
   */
  private readonly trackFacts = new Lru<string, TrackFacts>(CACHED_TRACK_FACTS);

  constructor(private readonly db: Db) {}

  private items() {
    return this.db.selectFrom(trackView(this.db).as('track')).select(itemFields);
  }

  candidates(channelId: string): Promise<ItemRecord[]> {
    let cached = this.candidateCache.get(channelId);
    if (cached) this.candidateCache.delete(channelId);
    else {
      cached = this.loadCandidates(channelId);
      cached.then((items) => this.learnFacts(items), () => this.candidateCache.delete(channelId));
    }
    this.candidateCache.set(channelId, cached);
    if (this.candidateCache.size > CACHED_CHANNELS) this.candidateCache.delete(this.candidateCache.keys().next().value as string);
    return cached;
  }

  /** Station ids ('sweeper') or ad spots ('ad'), fixed like the catalog. */
  stationItems(kind: 'sweeper' | 'ad'): Promise<ItemRecord[]> {
    let cached = this.stationCache.get(kind);
    if (!cached) {
      cached = this.items().where('track.kind', '=', kind).orderBy('track.id').execute();
      cached.then((items) => this.learnFacts(items), () => this.stationCache.delete(kind));
      this.stationCache.set(kind, cached);
    }
    return cached;
  }

  /** The songs and artists banned from a channel, in one query: this runs on every playlist call. */
  bansOf(channelId: string): Promise<Bans> {
    return bannedFrom(this.db, channelId);
  }

  /**
   * The listener's ratings of the songs these channels play, which weight their draw: only those
   * (a channel holds a few hundred songs), not the listener's whole history, which grows with every
   * rating and would otherwise be read on every playlist call.
   */
  async ratingsIn(userId: string, channelIds: string[]): Promise<Map<string, number>> {
    if (channelIds.length === 0) return new Map();
    const rows = await this.db
      .selectFrom(channelTrackRows(this.db).as('listed'))
      .innerJoin('ratings', (join) => join.onRef('ratings.track_id', '=', 'listed.track_id').on('ratings.user_id', '=', userId))
      .where('listed.channel_id', 'in', channelIds)
      .select(['ratings.track_id', 'ratings.rating'])
      .execute();
    return new Map(rows.map((r) => [r.track_id, r.rating]));
  }

  /**
   * Which of the artists of these track lists (a draw's candidates) the listener rated a song of at
   * least `minRating` stars. A listener's ratings only grow (read whole, 20,000 of them took 13 ms a
   * call on SQLite), so their liked songs are read only up to LIKED_SONGS_READ; past that, the
   * answer comes from the other side, the artists' songs to the listener's ratings of them, which
   * costs what those artists' songs cost whatever the history: 0.8 ms for a channel's 48 artists,
   * too much to pay on every call of a listener with a few liked songs (0.05 ms for 16).
   */
  async likedArtists(userId: string, minRating: number, sources: Candidate[][]): Promise<Set<string>> {
    const liked = await this.db
      .selectFrom('ratings')
      .select('track_id')
      .where('user_id', '=', userId)
      .where('rating', '>=', minRating)
      .limit(LIKED_SONGS_READ + 1)
      .execute();
    if (liked.length > LIKED_SONGS_READ) return this.likedAmong(userId, minRating, artistsOf(sources));
    const facts = await this.factsOf(liked.map((r) => r.track_id));
    const likedAnywhere = new Set([...facts.values()].map((f) => f.artist_id));
    const out = new Set<string>();
    for (const tracks of sources) for (const t of tracks) if (likedAnywhere.has(t.artist_id)) out.add(t.artist_id);
    return out;
  }

  /** `likedArtists` from the artists' songs; CROSS JOIN keeps SQLite's loops in that order (its planner would start from the ratings). */
  private async likedAmong(userId: string, minRating: number, artistIds: string[]): Promise<Set<string>> {
    if (artistIds.length === 0) return new Set();
    const rows = await this.db
      .selectFrom(tracksOfArtists(this.db, artistIds).as('by_artist'))
      .crossJoin('ratings')
      .whereRef('ratings.track_id', '=', 'by_artist.id')
      .where('ratings.user_id', '=', userId)
      .where('ratings.rating', '>=', minRating)
      .select('by_artist.artist_id')
      .distinct()
      .execute();
    return new Set(rows.map((r) => r.artist_id));
  }

  /** How many songs the listener has rated, counted up to `atMost` (all a threshold needs). */
  async ratedSongs(userId: string, atMost: number): Promise<number> {
    const rows = await this.db.selectFrom('ratings').select('track_id').where('user_id', '=', userId).limit(atMost).execute();
    return rows.length;
  }

  /** The listener's Five-Star songs, with what the Five-Star filters look at. */
  fiveStarTracks(userId: string) {
    return this.items()
      .innerJoin('ratings', 'ratings.track_id', 'track.id')
      .innerJoin(genreView(this.db).as('genre'), 'genre.id', 'track.genre_id')
      .where('ratings.user_id', '=', userId)
      .where('ratings.rating', '>=', FIVE_STAR_LIMITS.minRating)
      .where('track.kind', '=', 'song')
      .select(['ratings.rating', 'track.christmas', 'genre.param as genre_param'])
      .execute();
  }

  private loadCandidates(channelId: string) {
    return this.items()
      .innerJoin(channelTrackRows(this.db).as('listed'), 'listed.track_id', 'track.id')
      .where('listed.channel_id', '=', channelId)
      .execute();
  }

  private learnFacts(items: { id: string; artist_id: string; album_id: string; kind: string; duration_ms: number }[]): void {
    for (const { id, artist_id, album_id, kind, duration_ms } of items) this.trackFacts.set(id, { artist_id, album_id, kind, duration_ms });
  }

  /** The facts of these tracks, from memory and the rest in one query; ids not in the catalog are left out. */
  private async factsOf(trackIds: string[]): Promise<Map<string, TrackFacts>> {
    const found = new Map<string, TrackFacts>();
    const missing: string[] = [];
    for (const id of new Set(trackIds)) {
      const facts = this.trackFacts.get(id);
      if (facts) found.set(id, facts);
      else missing.push(id);
    }
    if (missing.length > 0) {
      const rows = await trackFactsOf(this.db, missing);
      this.learnFacts(rows);
      for (const { id, ...facts } of rows) found.set(id, facts);
    }
    return found;
  }

  /**
   * The listener's stream on these channels (a channel, or a user channel and its source) since
   * `since`, oldest first. `playing` is the item they are on, heard though not yet reported.
   */
  async history(listenerKey: string, channelIds: string[], since: number, playing?: Playhead): Promise<HistoryEntry[]> {
    const rows = await this.db
      .selectFrom('plays')
      .where('listener_key', '=', listenerKey)
      .where('channel_id', 'in', channelIds)
      .where('served_at', '>=', since)
      // The index's own order: newest first, so a listener who skips through hundreds of songs costs no more than HISTORY_ROWS.
      .orderBy('served_at', 'desc')
      .orderBy('id', 'desc')
      .limit(HISTORY_ROWS)
      .select(['track_id', 'served_at', transmitted.as('reported')])
      .execute();
    const facts = await this.factsOf(rows.map((r) => r.track_id));
    const current = playing ? rows.find((r) => r.track_id === playing.trackId) : undefined;
    return rows.reverse().flatMap((r) => {
      const track = facts.get(r.track_id);
      if (!track) return [];
      const { artist_id, album_id, kind } = track;
      return [{ track_id: r.track_id, artist_id, album_id, kind: kind as ItemKind, served_at: r.served_at, heard: Boolean(r.reported) || r === current }];
    });
  }

  /**
   * What the listener heard since `since` on any of their channels, by their play reports: songs'
   * music (each at most its length) and ads started. `playing` is the item they are on, not yet
   * reported: counted as far as its playhead, unless its report is already in.
   */
  async heard(listenerKey: string, since: number, playing?: Playhead): Promise<Heard> {
    const rows = await this.db
      .selectFrom('plays')
      .where('listener_key', '=', listenerKey)
      .where('served_at', '>=', since)
      .where((eb) => (playing ? eb.or([eb('ms_played', '>', 0), eb('track_id', '=', playing.trackId)]) : eb('ms_played', '>', 0)))
      .orderBy('served_at', 'desc')
      .orderBy('id', 'desc')
      .limit(HEARD_ROWS)
      .select(['track_id', 'ms_played'])
      .execute();
    const facts = await this.factsOf(rows.map((r) => r.track_id));
    const heard: Heard = { musicMs: 0, ads: 0 };
    const count = (kind: string, ms: number, durationMs: number) => {
      if (kind === 'song') heard.musicMs += Math.min(ms, durationMs);
      else if (kind === 'ad' && ms > 0) heard.ads++;
    };
    // The newest serving of the item they are on is the one playing.
    const current = playing ? rows.find((r) => r.track_id === playing.trackId) : undefined;
    for (const r of rows) {
      const track = facts.get(r.track_id);
      if (!track) continue;
      if (r.ms_played > 0) count(track.kind, r.ms_played, track.duration_ms);
      else if (r === current && playing) count(track.kind, playing.ms, track.duration_ms);
    }
    return heard;
  }

  async recordServed(rows: { listener_key: string; user_id: string | null; channel_id: string; track_id: string; served_at: number }[]) {
    if (rows.length > 0) await this.db.insertInto('plays').values(rows).execute();
  }

  /** Plays already over, with how long each was heard: what a stream connection sent (issue 25). */
  async recordHeard(rows: { listener_key: string; user_id: string | null; channel_id: string; track_id: string; served_at: number; ms_played: number }[]) {
    if (rows.length > 0) await this.db.insertInto('plays').values(rows).execute();
  }

  /** Records how long the latest serving of this track on this stream was played, and whether it was skipped; false if it was never served. */
  async recordPlayed(listenerKey: string, channelId: string, trackId: string, ms: number, skipped: boolean): Promise<boolean> {
    const latest = await this.db
      .selectFrom('plays')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('listener_key', '=', listenerKey)
      .where('channel_id', '=', channelId)
      .where('track_id', '=', trackId)
      .executeTakeFirst();
    if (latest?.id == null) return false;
    await this.db.updateTable('plays').set({ ms_played: ms, skipped: skipped ? 1 : 0 }).where('id', '=', Number(latest.id)).execute();
    return true;
  }

  /** Detaches a user's plays from them: no user id, and a listener key nobody holds. */
  async anonymizeUser(userId: string, listenerKey: string): Promise<void> {
    await this.db.updateTable('plays').set({ user_id: null, listener_key: listenerKey }).where('user_id', '=', userId).execute();
  }
}
