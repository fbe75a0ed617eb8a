import { STREAM_LIMITS, STREAM_MESSAGES, parseCategoryFilter, parseChristmasFilter } from '@earshot/contract';
import { AppError } from '../../http/errors';
import { userListenerKey } from '../../http/session';
import type { ChannelRecord } from '../catalog';
import type { PlaylistService } from '../listening';
import { Chunker } from './chunker';
import { BYTES_PER_MS, CHUNK_BYTES } from './format';
import type { SongSource } from './on-air';
import type { StreamMetrics } from './metrics';
import { PlaylistSchedule } from './playlist-schedule';
import { channelPageUrl } from './station';
import { Transmitter, type TransmitterOptions } from './transmitter';

/** Five-Star Radio on a personal stream: all the listener's 4–5★ songs, as the player's defaults give. */
const DEFAULT_FILTERS = { category: parseCategoryFilter(undefined), christmas: parseChristmasFilter(undefined) };

export interface PersonalStreamsDeps {
  playlists: PlaylistService;
  songs: SongSource;
  publicUrl: string;
  clock: () => number;
  /** How chunks are paced and bursts sized (format.ts TRANSMISSION). */
  transmission: Omit<TransmitterOptions, 'idle' | 'clock'>;
  /** Whether `key` still belongs to the listener: not revoked or replaced, on this server or another. */
  keyStillValid(key: string, userId: string): Promise<boolean>;
  metrics: Pick<StreamMetrics, 'streamPlays'>;
}

const tooManyStreams = () => new AppError(429, 'too_many_streams', STREAM_MESSAGES.tooManyConnections);

/**
 * Personal streams: each connection is its own transmitter, playing the channel as the playlist
 * engine plays it to the listener on the web (their bans, ratings, blends, Five-Star and their ad
 * cadence), reporting plays under the listener's own key. A few per listener at most.
 */
export class PersonalStreams {
  private readonly open = new Map<string, Set<Transmitter>>();

  constructor(private readonly deps: PersonalStreamsDeps) {}

  /** A started transmitter for this listener's stream of `channel`; null when it has nothing to play. */
  async start(userId: string, key: string, channel: ChannelRecord): Promise<Transmitter | null> {
    const mine = this.open.get(userId) ?? new Set<Transmitter>();
    if (mine.size >= STREAM_LIMITS.connectionsPerKey) throw tooManyStreams();
    const { playlists } = this.deps;
    const listener = { key: userListenerKey(userId), userId, address: null };
    const schedule = new PlaylistSchedule({
      plan: (playing) => playlists.next(channel.id, listener, DEFAULT_FILTERS, playing),
      report: async (channelId, trackId, ms) => {
        await playlists.played(listener, channelId, trackId, ms);
        this.deps.metrics.streamPlays(1);
      },
      songs: this.deps.songs,
      station: { name: channel.name, url: channelPageUrl(this.deps.publicUrl, channel) },
      stillAllowed: () => this.deps.keyStillValid(key, userId),
    });
    const transmitter: Transmitter = new Transmitter(new Chunker(schedule, CHUNK_BYTES, BYTES_PER_MS), {
      ...this.deps.transmission,
      clock: this.deps.clock,
      idle: () => {
        transmitter.stop();
        this.release(userId, transmitter);
      },
    });
    // The slot is taken before the first await: a fourth connection racing the third is counted.
    mine.add(transmitter);
    this.open.set(userId, mine);
    if (await transmitter.start()) return transmitter;
    this.release(userId, transmitter);
    return null;
  }

  /** Ends the listener's streams at once: their key was revoked or replaced. */
  endFor(userId: string): void {
    for (const transmitter of this.open.get(userId) ?? []) transmitter.stop();
  }

  stopAll(): void {
    for (const userId of [...this.open.keys()]) this.endFor(userId);
  }

  private release(userId: string, transmitter: Transmitter): void {
    const mine = this.open.get(userId);
    mine?.delete(transmitter);
    if (mine?.size === 0) this.open.delete(userId);
  }
}
