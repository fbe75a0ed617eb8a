import { randomBytes, randomInt } from 'node:crypto';
import { LIMITS, LOG_IN_PROMPTS, type Playlist, toOid } from '@earshot/contract';
import { errors } from '../../http/errors';
import type { ChannelRecord } from '../channels/repo';
import { type ChannelService, trackListOf } from '../channels/service';
import { composeCandidates, type FiveStarFilters, filterFiveStar } from './candidates';
import { planNext } from './plan';
import { DEFAULT_POLICY, type PlaylistPolicy, ratingWeight } from './policy';
import { presentItem } from './presenter';
import type { ItemRecord, PlaylistRepo } from './repo';

export interface Listener {
  key: string;
  userId: string | null;
}

export interface AudioUrls {
  signUrl(trackId: string): string;
  prefetch(trackIds: string[]): void;
  isCached(trackId: string): boolean;
}

/** Where a logged-in listener's played channels are kept (the history module). */
export interface ChannelHistory {
  heard(userId: string, channelId: string, at: number): Promise<void>;
}

export interface PlaylistOptions {
  policy?: PlaylistPolicy;
  /** False when the operator turned every ad off. */
  adsEnabled?: boolean;
  clock?: () => number;
  /** Every channel a logged-in listener plays enters their channel history. */
  channelHistory?: ChannelHistory;
}

/** What one playlist call draws from. */
interface Draw {
  candidates: ItemRecord[];
  weight: (c: ItemRecord) => number;
  fiveStar?: Playlist['five_star'];
}

const random = () => randomInt(0, 2 ** 32) / 2 ** 32;

/**
 * The channels whose plays make up a listener's stream on `channel`. A user channel carries on its
 * source's stream: banning a song must not reset the 3-hour rules and let the last hour repeat.
 */
const streamOf = (channel: ChannelRecord) => (channel.source_channel_id ? [channel.id, channel.source_channel_id] : [channel.id]);

export class PlaylistService {
  private readonly policy: PlaylistPolicy;
  private readonly adsEnabled: boolean;
  private readonly clock: () => number;
  private readonly channelHistory: ChannelHistory | undefined;

  constructor(
    private readonly repo: PlaylistRepo,
    private readonly channels: ChannelService,
    private readonly audio: AudioUrls,
    options: PlaylistOptions = {},
  ) {
    this.policy = options.policy ?? DEFAULT_POLICY;
    this.adsEnabled = options.adsEnabled ?? true;
    this.clock = options.clock ?? Date.now;
    this.channelHistory = options.channelHistory;
  }

  async next(channelRef: string, listener: Listener, filters: FiveStarFilters): Promise<Playlist> {
    const channel = await this.channels.requireFor(channelRef, listener.userId);
    const now = this.clock();
    const [draw, history, sweepers, ads] = await Promise.all([
      channel.five_star ? this.fiveStarDraw(channel, listener, filters) : this.channelDraw(channel, listener),
      this.repo.history(listener.key, streamOf(channel), now - this.policy.windowMs),
      this.repo.stationItems('sweeper'),
      this.repo.stationItems('ad'),
    ]);
    const picks = planNext({
      candidates: draw.candidates,
      history,
      count: LIMITS.playlistBatch,
      now,
      random,
      policy: this.policy,
      adBreakAfterMs: this.adBreakAfterMs(listener, ads.length > 0),
      weight: draw.weight,
      ready: (c) => this.audio.isCached(c.id),
    });
    const oneOf = (pool: ItemRecord[]) => (pool.length ? [pool[Math.floor(random() * pool.length)]] : []);
    const items = picks.flatMap((p) => (p.kind === 'song' ? [p.track] : oneOf(p.kind === 'ad' ? ads : sweepers)));
    // A listener starting this channel asks for the first item's audio next: start encoding it now.
    // Not for refills: the player preloads each later item itself well before it is due.
    if (history.length === 0 && items[0]) this.audio.prefetch([items[0].id]);
    // Serving times keep the stream's order even when two calls land in the same millisecond.
    const first = Math.max(now, (history.at(-1)?.served_at ?? -1) + 1);
    await Promise.all([
      this.repo.recordServed(
        items.map((item, i) => ({ listener_key: listener.key, user_id: listener.userId, channel_id: channel.id, track_id: item.id, served_at: first + i })),
      ),
      listener.userId && this.channelHistory?.heard(listener.userId, channel.id, now),
    ]);
    return {
      channel: { _id: toOid(channel.id), oldid: channel.oldid, name: channel.name },
      items: items.map((item) => presentItem(item, this.audio.signUrl(item.id))),
      ...(draw.fiveStar ? { five_star: draw.fiveStar } : {}),
    };
  }

  private adBreakAfterMs(listener: Listener, haveAds: boolean): number | null {
    if (!this.adsEnabled || !haveAds) return null;
    return listener.userId ? this.policy.adBreakAfterMusicMs.loggedIn : this.policy.adBreakAfterMusicMs.anonymous;
  }

  private async channelDraw(channel: ChannelRecord, listener: Listener): Promise<Draw> {
    const [mix, ratings] = await Promise.all([
      this.repo.mixOf(channel.id),
      listener.userId ? this.repo.ratingsOf(listener.userId) : new Map<string, number>(),
    ]);
    const sources = await Promise.all([trackListOf(channel), ...mix.addedChannelIds].map((id) => this.repo.candidates(id)));
    return { candidates: composeCandidates(sources, mix), weight: (c) => ratingWeight(this.policy, ratings.get(c.id)) };
  }

  private async fiveStarDraw(channel: ChannelRecord, listener: Listener, filters: FiveStarFilters): Promise<Draw> {
    if (!listener.userId) throw errors.notLoggedIn(LOG_IN_PROMPTS.fiveStar);
    // Bans apply here too: a listener who bans a song on Five-Star Radio gets their own copy of it.
    const [rated, bans] = await Promise.all([this.repo.fiveStarTracks(listener.userId), this.repo.mixOf(channel.id)]);
    const candidates = composeCandidates([filterFiveStar(rated, filters)], bans);
    const ratings = new Map(candidates.map((c) => [c.id, c.rating]));
    return {
      candidates,
      weight: (c) => ratingWeight(this.policy, ratings.get(c.id)),
      fiveStar: { category: filters.category, christmas: filters.christmas, tracks: candidates.length },
    };
  }

  async played(listener: Listener, channelId: string, trackId: string, ms: number): Promise<void> {
    const known = await this.repo.recordPlayed(listener.key, channelId, trackId, ms, false);
    if (!known) throw errors.notFound('Play');
  }

  /** Skips are unlimited for logged-in listeners; anonymous ones are asked to log in (000 section 5). */
  async skipped(listener: Listener, channelId: string, trackId: string, ms: number): Promise<void> {
    if (!listener.userId) throw errors.notLoggedIn(LOG_IN_PROMPTS.skip);
    const known = await this.repo.recordPlayed(listener.key, channelId, trackId, ms, true);
    if (!known) throw errors.notFound('Play');
  }

  /**
   * A deleted account's plays stay as anonymous performances (royalty reports count them), under a
   * fresh random listener key that links them to nobody.
   */
  async forgetUser(userId: string): Promise<void> {
    await this.repo.anonymizeUser(userId, randomBytes(16).toString('hex'));
  }
}
