import type { AudioService, StreamSong } from '../media';

/** One item of a stream's schedule (a song, station id or ad) while it is read and sent. */
export interface OnAir {
  trackId: string;
  kind: 'song' | 'sweeper' | 'ad';
  durationMs: number;
  /** Its ICY metadata block (title and link), the same Buffer for every listener. */
  meta: Buffer;
  /** Its stream-ready frames. */
  song: StreamSong;
}

/** Opens a track's stream-ready frames: the media module's audio service. */
export type SongSource = Pick<AudioService, 'openStream'>;

/**
 * What a stream plays next: the playlist engine's schedule for a channel (the station's, or one
 * listener's), read ahead so the next item is open before the current one ends.
 */
export interface Schedule {
  /** The next item, open and ready to read; null when the schedule has ended (channel gone, key revoked). */
  next(): Promise<OnAir | null>;
  /** How far the current item has been sent, after each chunk: the schedule prepares the next item in time. */
  progress(item: OnAir, sentMs: number): void;
  /** The item has been sent, whole or (when the stream stops) `sentMs` of it. */
  finished(item: OnAir, sentMs: number): void;
  close(): void;
}
