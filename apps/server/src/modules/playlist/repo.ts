import type { Db } from '../../db';
import type { HistoryEntry } from './policy';

const itemColumns = [
  'tracks.id', 'tracks.title', 'tracks.artist_id', 'artists.name as artist_name', 'tracks.album_id',
  'albums.title as album_title', 'albums.year', 'tracks.duration_ms', 'tracks.gain_db', 'tracks.kind',
] as const;

export type ItemRecord = Awaited<ReturnType<PlaylistRepo['loadCandidates']>>[number];

/** Channels whose candidates stay in memory (~300 records, ~90 kB each). */
const CACHED_CHANNELS = 256;

export class PlaylistRepo {
  /**
   * A channel's tracks are fixed when the catalog is seeded and never edited while the service
   * runs (blends and renames make or change channel rows, not their track lists), so the join
   * behind every playlist call is done once per channel. Least recently used first out.
   */
  private readonly candidateCache = new Map<string, Promise<ItemRecord[]>>();
  private sweeperCache: Promise<ItemRecord[]> | null = null;

  constructor(private readonly db: Db) {}

  private items() {
    return this.db
      .selectFrom('tracks')
      .innerJoin('artists', 'artists.id', 'tracks.artist_id')
      .innerJoin('albums', 'albums.id', 'tracks.album_id')
      .select(itemColumns);
  }

  candidates(channelId: string): Promise<ItemRecord[]> {
    let cached = this.candidateCache.get(channelId);
    if (cached) this.candidateCache.delete(channelId);
    else {
      cached = this.loadCandidates(channelId);
      cached.catch(() => this.candidateCache.delete(channelId));
    }
    this.candidateCache.set(channelId, cached);
    if (this.candidateCache.size > CACHED_CHANNELS) this.candidateCache.delete(this.candidateCache.keys().next().value as string);
    return cached;
  }

  sweepers(): Promise<ItemRecord[]> {
    this.sweeperCache ??= this.items().where('tracks.kind', '=', 'sweeper').orderBy('tracks.id').execute();
    this.sweeperCache.catch(() => (this.sweeperCache = null));
    return this.sweeperCache;
  }

  private loadCandidates(channelId: string) {
    return this.items()
      .innerJoin('channel_tracks', 'channel_tracks.track_id', 'tracks.id')
      .where('channel_tracks.channel_id', '=', channelId)
      .execute();
  }

  /** The listener's stream on this channel since `since`, oldest first. */
  async history(listenerKey: string, channelId: string, since: number): Promise<HistoryEntry[]> {
    return this.db
      .selectFrom('plays')
      .innerJoin('tracks', 'tracks.id', 'plays.track_id')
      .where('plays.listener_key', '=', listenerKey)
      .where('plays.channel_id', '=', channelId)
      .where('plays.served_at', '>=', since)
      .orderBy('plays.id')
      .select(['plays.track_id', 'tracks.artist_id', 'tracks.album_id', 'tracks.kind', 'plays.served_at'])
      .execute();
  }

  async recordServed(rows: { listener_key: string; user_id: string | null; channel_id: string; track_id: string; served_at: number }[]) {
    if (rows.length > 0) await this.db.insertInto('plays').values(rows).execute();
  }

  /** Records how long the latest serving of this track on this stream was played; false if it was never served. */
  async recordPlayed(listenerKey: string, channelId: string, trackId: string, ms: number): Promise<boolean> {
    const latest = await this.db
      .selectFrom('plays')
      .select((eb) => eb.fn.max('id').as('id'))
      .where('listener_key', '=', listenerKey)
      .where('channel_id', '=', channelId)
      .where('track_id', '=', trackId)
      .executeTakeFirst();
    if (latest?.id == null) return false;
    await this.db.updateTable('plays').set({ ms_played: ms }).where('id', '=', Number(latest.id)).execute();
    return true;
  }

  /** Detaches a user's plays from them: no user id, and a listener key nobody holds. */
  async anonymizeUser(userId: string, listenerKey: string): Promise<void> {
    await this.db.updateTable('plays').set({ user_id: null, listener_key: listenerKey }).where('user_id', '=', userId).execute();
  }
}
