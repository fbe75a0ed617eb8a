import { randomBytes } from 'node:crypto';
import { parseCategoryFilter, parseChristmasFilter } from '@earshot/contract';
import type { ChannelRecord } from '../catalog';
import { type PlaylistService, STREAM_KEY_PREFIX, stationListener } from '../listening';
import { Chunker } from './chunker';
import { BYTES_PER_MS, CHUNK_BYTES } from './format';
import type { SongSource } from './on-air';
import { PlaylistSchedule } from './playlist-schedule';
import { ConnectionPlays, type StreamPlaysLog } from './plays-log';
import { channelPageUrl } from './station';
import { type StreamListener, type StreamSocket, Transmitter, type TransmitterOptions } from './transmitter';

/** A public stream plays what a visitor's player would: no Five-Star filters of anyone's. */
const VISITOR_FILTERS = { category: parseCategoryFilter(undefined), christmas: parseChristmasFilter(undefined) };

export interface ChannelStreamsDeps {
  playlists: PlaylistService;
  songs: SongSource;
  plays: StreamPlaysLog;
  publicUrl: string;
  clock: () => number;
  /** How chunks are paced and bursts sized (format.ts TRANSMISSION). */
  transmission: Omit<TransmitterOptions, 'idle' | 'clock'>;
}

/**
 * One transmitter per channel while anyone listens, as an Icecast mount: every listener of a
 * channel hears the same schedule (the station's, planned by the playlist engine), and each
 * connection's plays are logged under a key of its own.
 */
export class ChannelStreams {
  private readonly running = new Map<string, Promise<Transmitter | null>>();

  constructor(private readonly deps: ChannelStreamsDeps) {}

  /** The channel's transmitter, started if need be; null when it has nothing to play. */
  async transmitterFor(channel: ChannelRecord): Promise<Transmitter | null> {
    let running = this.running.get(channel.id);
    if (!running) {
      running = this.start(channel);
      this.running.set(channel.id, running);
    }
    const transmitter = await running;
    if (!transmitter && this.running.get(channel.id) === running) this.running.delete(channel.id);
    return transmitter;
  }

  /** A listener for a connection, counting its plays of this channel. */
  listener(channel: ChannelRecord, socket: StreamSocket, icy: boolean): StreamListener {
    const plays = new ConnectionPlays(this.deps.plays, `${STREAM_KEY_PREFIX}${randomBytes(8).toString('hex')}`, channel.id, BYTES_PER_MS, this.deps.clock);
    return { socket, icy, received: (chunk) => plays.received(chunk), left: () => plays.end() };
  }

  /** Ends every stream (shutdown). */
  async stopAll(): Promise<void> {
    const all = await Promise.all(this.running.values());
    for (const transmitter of all) transmitter?.stop();
  }

  /** Not async: the map must hold the very promise `idle` compares against. */
  private start(channel: ChannelRecord): Promise<Transmitter | null> {
    const { playlists } = this.deps;
    const station = stationListener(channel.id);
    const schedule = new PlaylistSchedule({
      plan: (playing) => playlists.next(channel.id, station, VISITOR_FILTERS, playing),
      report: (channelId, trackId, ms) => playlists.played(station, channelId, trackId, ms),
      songs: this.deps.songs,
      station: { name: channel.name, url: channelPageUrl(this.deps.publicUrl, channel) },
    });
    const transmitter: Transmitter = new Transmitter(new Chunker(schedule, CHUNK_BYTES, BYTES_PER_MS), {
      ...this.deps.transmission,
      clock: this.deps.clock,
      idle: () => {
        if (transmitter.listenerCount > 0) return;
        // Gone from the map first: a listener arriving now starts a new transmitter rather than join one that is stopping.
        if (this.running.get(channel.id) === started) this.running.delete(channel.id);
        transmitter.stop();
      },
    });
    const started = transmitter.start().then((ok) => (ok ? transmitter : null));
    return started;
  }
}
