import { randomBytes, randomInt } from 'node:crypto';
import { FIVE_STAR_LIMITS, LIMITS, LOG_IN_PROMPTS, type Playlist, type SongWhy, toOid } from '@earshot/contract';
import { errors } from '../../../http/errors';
import { type Asker, type ChannelRecord, type ChannelService, includedOf } from '../../catalog';
import { adAudienceOf, spotsFor } from './ad-audience';
import { STATION_KEY_PREFIX } from '../performances/read-model';
import { composeCandidates, type FiveStarFilters, filterFiveStar, sourcesOf } from './candidates';
import { type Tilt, tilt } from './liking';
import { planNext } from './plan';
import { type AdMeter, DEFAULT_POLICY, type PlaylistPolicy } from './policy';
import { presentItem, presentWhy } from './presenter';
import type { Heard, ItemRecord, Playhead, PlaylistRepo } from './repo';

export interface Listener extends Asker {
  key: string;
}

/** What one stream connection heard of one item. */
export interface StreamedPlay {
  listenerKey: string;
  channelId: string;
  trackId: string;
  /** When it started hearing it (ms). */
  at: number;
  ms: number;
}

/**
 * The listener whose history a public channel stream is planned from: one per channel, anonymous
 * (the visitor's ad cadence). Its plays are the transmitter's, not an audience's; the connections'
 * own plays are recorded apart, under their own keys (`streamed`).
 */
export const stationListener = (channelId: string): Listener => ({ key: `${STATION_KEY_PREFIX}${channelId}`, userId: null, address: null });

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
  /** Why a candidate plays if drawn: from the same facts as its weight. */
  why: (c: ItemRecord) => SongWhy;
  /** How many songs the listener has rated, up to the Five-Star threshold (0 for a visitor): who their ads speak to. */
  ratedSongs: number;
  fiveStar?: Playlist['five_star'];
}

/** An item of the batch, with its reason when it is a song. */
interface Served {
  item: ItemRecord;
  why?: SongWhy;
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

  /** `playing` is the item the listener is on (or just left) and its playhead, as the player says when it asks. */
  async next(channelRef: string, listener: Listener, filters: FiveStarFilters, playing?: Playhead): Promise<Playlist> {
    const channel = await this.channels.requireFor(channelRef, listener);
    const now = this.clock();
    const since = now - this.policy.windowMs;
    const [draw, history, sweepers, spots, heard] = await Promise.all([
      this.draw(channel, listener, filters),
      this.repo.history(listener.key, streamOf(channel), since, playing),
      this.repo.stationItems('sweeper'),
      this.repo.stationItems('ad'),
      this.adsEnabled ? this.repo.heard(listener.key, since, playing) : null,
    ]);
    const ads = spotsFor(spots, adAudienceOf(listener.userId, draw.ratedSongs));
    const picks = planNext({
      candidates: draw.candidates,
      history,
      count: LIMITS.playlistBatch,
      now,
      random,
      policy: this.policy,
      ads: heard && ads.length > 0 ? this.adMeter(listener, heard) : null,
      weight: draw.weight,
      // An ingested track is a stored file: it always starts at once.
      ready: (c) => c.media_type !== null || this.audio.isCached(c.id),
    });
    // Songs say why they play; station ids and ads have no reason to give.
    const oneOf = (pool: ItemRecord[]): Served[] => (pool.length ? [{ item: pool[Math.floor(random() * pool.length)] }] : []);
    const served = picks.flatMap((p): Served[] => (p.kind === 'song' ? [{ item: p.track, why: draw.why(p.track) }] : oneOf(p.kind === 'ad' ? ads : sweepers)));
    const items = served.map((s) => s.item);
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
      items: served.map(({ item, why }) => presentItem(item, this.audio.signUrl(item.id), why)),
      ...(draw.fiveStar ? { five_star: draw.fiveStar } : {}),
    };
  }

  private adMeter(listener: Listener, heard: Heard): AdMeter {
    const { loggedIn, anonymous } = this.policy.adBreakAfterMusicMs;
    return { afterMs: listener.userId ? loggedIn : anonymous, heardMs: heard.musicMs, breaks: heard.ads };
  }

  /**
   * Candidates from every channel this one plays: a curated channel's track list, or for Five-Star
   * Radio the listener's 4–5★ songs narrowed by its filters (nothing for an anonymous listener,
   * who is asked to log in when Five-Star Radio is all the channel plays); minus the bans. Each
   * candidate's weight and reason come from the listener's ratings of it and of its artist, and
   * from the channel it came from (see `tilt`).
   */
  private async draw(channel: ChannelRecord, listener: Listener, filters: FiveStarFilters): Promise<Draw> {
    const { userId } = listener;
    const included = includedOf(channel);
    const trackLists = included.filter((c) => c.five_star === 0);
    const withFiveStar = trackLists.length < included.length;
    if (withFiveStar && !userId && trackLists.length === 0) throw errors.notLoggedIn(LOG_IN_PROMPTS.fiveStar);
    const sourcesLoaded = Promise.all(trackLists.map((c) => this.repo.candidates(c.id)));
    const [sources, rated, bans, ratings, ratedSongs, likedArtists] = await Promise.all([
      sourcesLoaded,
      withFiveStar && userId ? this.repo.fiveStarTracks(userId) : [],
      this.repo.bansOf(channel.id),
      userId ? this.repo.ratingsIn(userId, trackLists.map((c) => c.id)) : new Map<string, number>(),
      userId ? this.repo.ratedSongs(userId, FIVE_STAR_LIMITS.unlockRatedSongs) : 0,
      userId ? sourcesLoaded.then((lists) => this.repo.likedArtists(userId, this.policy.likedArtist.minRating, lists)) : new Set<string>(),
    ]);
    for (const song of rated) ratings.set(song.id, song.rating);
    const fiveStarSongs = composeCandidates([filterFiveStar(rated, filters)], bans);
    const fiveStarChannel = included.find((c) => c.five_star !== 0);
    const sourceOf = sourcesOf([
      ...trackLists.map((c, i) => ({ from: c, tracks: sources[i] })),
      ...(fiveStarChannel ? [{ from: fiveStarChannel, tracks: fiveStarSongs }] : []),
    ]);
    const fromFiveStar = (c: ItemRecord) => fiveStarChannel !== undefined && sourceOf.get(c.id) === fiveStarChannel;
    // The planner weighs every allowed candidate for each slot it fills: each tilt is worked out once a call.
    const tilts = new Map<string, Tilt>();
    const tiltOf = (c: ItemRecord) => {
      let tilted = tilts.get(c.id);
      if (tilted === undefined) {
        tilted = tilt(this.policy, { rating: ratings.get(c.id), likedArtist: likedArtists.has(c.artist_id), fiveStar: fromFiveStar(c) });
        tilts.set(c.id, tilted);
      }
      return tilted;
    };
    const blend = included.length > 1;
    return {
      candidates: composeCandidates([...sources, fiveStarSongs], bans),
      weight: (c) => tiltOf(c).weight,
      why: (c) => presentWhy(c, tiltOf(c).reason, { channel: sourceOf.get(c.id)?.name ?? channel.name, blend }),
      ratedSongs,
      ...(withFiveStar ? { fiveStar: { category: filters.category, christmas: filters.christmas, tracks: fiveStarSongs.length } } : {}),
    };
  }

  async played(listener: Listener, channelId: string, trackId: string, ms: number): Promise<void> {
    const known = await this.repo.recordPlayed(listener.key, channelId, trackId, ms, false);
    if (!known) throw errors.notFound('Play');
  }

  /**
   * Songs a public channel stream sent to its connections, each a play of its own in the plays log
   * (issue 25). The stream's schedule itself is the station's: see `stationListener`.
   */
  async streamed(plays: StreamedPlay[]): Promise<void> {
    await this.repo.recordHeard(plays.map((p) => ({ listener_key: p.listenerKey, user_id: null, channel_id: p.channelId, track_id: p.trackId, served_at: p.at, ms_played: p.ms })));
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
