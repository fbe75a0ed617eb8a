import type { Playlist, PlaylistItem } from '@earshot/contract';
import type { Playhead } from '../listening';
import { icyMetadataBlock } from './icy';
import type { OnAir, Schedule, SongSource } from './on-air';

/** The next item is opened this long before the current one ends: time to start its encode, or make its stream rendition. */
const LOOKAHEAD_MS = 15_000;
/** Items in a row that cannot be opened (gone from the media store) before the schedule gives up. */
const MAX_UNOPENABLE = 10;

export interface PlaylistScheduleDeps {
  /**
   * The playlist engine's next items for this stream's listener. `playing` is the item about to
   * end, heard whole by then: the ad meter counts it, as it does the web player's.
   */
  plan(playing?: Playhead): Promise<Playlist>;
  /** Reports an item heard, as the web player's play report does. */
  report(channelId: string, trackId: string, ms: number): Promise<void>;
  songs: SongSource;
  /** Named in the metadata of station ids and ads, and as every item's link. */
  station: { name: string; url: string };
  /** Asked before each batch is planned: false ends the stream (its key was revoked). */
  stillAllowed?(): Promise<boolean>;
}

const titleOf = (item: PlaylistItem, stationName: string) => (item.type === 'song' ? `${item.track_artist} - ${item.title}` : stationName);

/** A stream's schedule read from the playlist engine, a batch at a time, the next item opened ahead. */
export class PlaylistSchedule implements Schedule {
  private queue: PlaylistItem[] = [];
  private channelId = '';
  private prepared: Promise<OnAir | null> | null = null;
  private closed = false;
  /** Play reports on their way: a batch is planned once they are in, so the rules count every item sent as heard. */
  private reports: Promise<void> = Promise.resolve();

  constructor(private readonly deps: PlaylistScheduleDeps) {}

  next(): Promise<OnAir | null> {
    const item = this.prepared ?? this.prepare();
    this.prepared = null;
    return item;
  }

  progress(item: OnAir, sentMs: number): void {
    if (this.prepared || this.closed || item.durationMs - sentMs > LOOKAHEAD_MS) return;
    this.prepared = this.prepare({ trackId: item.trackId, ms: item.durationMs });
    // Its failure is read by the next() that takes it; until then it must not count as unhandled.
    this.prepared.catch(() => {});
  }

  finished(item: OnAir, sentMs: number): void {
    if (sentMs <= 0) return;
    const report = this.deps.report(this.channelId, item.trackId, sentMs).catch(() => {});
    this.reports = Promise.all([this.reports, report]).then(() => {});
  }

  close(): void {
    this.closed = true;
    this.prepared?.then((item) => item?.song.close(), () => {});
    this.prepared = null;
  }

  private async prepare(playing?: Playhead): Promise<OnAir | null> {
    for (let tries = 0; tries < MAX_UNOPENABLE && !this.closed; tries++) {
      if (this.queue.length === 0) {
        if (this.deps.stillAllowed && !(await this.deps.stillAllowed())) return null;
        await this.reports;
        const playlist = await this.deps.plan(playing);
        this.channelId = playlist.channel._id.$oid;
        this.queue = [...playlist.items];
      }
      const item = this.queue.shift();
      if (!item) return null;
      const song = await this.deps.songs.openStream(item._id.$oid, item.gain);
      if (song && this.closed) song.close();
      else if (song) {
        const meta = icyMetadataBlock(titleOf(item, this.deps.station.name), this.deps.station.url);
        return { trackId: item._id.$oid, kind: item.type, durationMs: Math.round(item.duration * 1000), meta, song };
      }
    }
    return null;
  }
}
