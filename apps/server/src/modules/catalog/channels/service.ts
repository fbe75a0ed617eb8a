import { randomInt } from 'node:crypto';
import {
  type Channel,
  type ChannelCheck,
  type ChannelPage,
  type ChannelSettingsDetails,
  type ChannelWithTracks,
  type FeaturedTracks,
  LIMITS,
  SIMILAR_CHANNELS_MAX,
  type SimilarChannels,
  type TrackList,
} from '@earshot/contract';
import { isUniqueViolation } from '../../../db/dialect';
import { errors } from '../../../http/errors';
import { newCopyIdentity } from './copy-identity';
import { pickByDistinctKey } from './featured';
import { includedOf, trackListsOf } from './included';
import type { ChannelMissLimit } from './miss-limit';
import { presentChannel, presentChannelDetails, presentTrack, presentTrackListItem } from './presenter';
import type { ChannelRecord, ChannelRepo, TrackRecord } from './repo';

/** Tries at making a copy: a clash on the legacy id, or the same listener's copy made by another request meanwhile. */
const COPY_ATTEMPTS = 4;
/** A number in [0, 1) for the featured songs' draw (tests pass their own). */
const drawNumber = () => randomInt(0, 2 ** 32) / 2 ** 32;

/**
 * Who looks a channel up by id: the listener, if logged in (their own channels answer to their
 * legacy ids too), and the client address, which lookups that find nothing are counted against.
 */
export interface Asker {
  userId: string | null;
  address: string | null;
}

/** A logged-in listener looking a channel up, for the calls only they may make. */
export type MemberAsker = Asker & { userId: string };

/** Whether `userId` may change a channel: their own user channel, or a curated one (they edit their copy of it). */
export const mayEdit = (channel: ChannelRecord, userId: string) => channel.owner_user_id === null || channel.owner_user_id === userId;

export class ChannelService {
  constructor(
    private readonly repo: ChannelRepo,
    private readonly misses: ChannelMissLimit,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Every lookup of a channel by id goes through here: who may find what, and how many misses an address gets. */
  async find(ref: string, asker: Asker): Promise<ChannelRecord | undefined> {
    await this.misses.check(asker.address);
    const channel = await this.repo.findByRef(ref, asker.userId);
    if (!channel) await this.misses.missed(asker.address);
    return channel;
  }

  async require(ref: string, asker: Asker): Promise<ChannelRecord> {
    const channel = await this.find(ref, asker);
    if (!channel) throw errors.notFound('Channel');
    return channel;
  }

  /**
   * The channel a listener gets when they ask for `channel`: once they have their own copy of a
   * curated channel, the copy (playlist, start call and channel data alike). Anyone else's user
   * channel is what its owner made it.
   */
  async forListener(channel: ChannelRecord, userId: string | null): Promise<ChannelRecord> {
    if (userId === null || channel.owner_user_id !== null) return channel;
    return (await this.repo.copyOf(userId, channel.id)) ?? channel;
  }

  /** `require` then `forListener`. */
  async requireFor(ref: string, asker: Asker): Promise<ChannelRecord> {
    return this.forListener(await this.require(ref, asker), asker.userId);
  }

  /**
   * The listener's own version of a channel `mayEdit` lets them change: their user channel itself,
   * or their copy of a curated channel, made on first use.
   */
  async ownVersion(channel: ChannelRecord, userId: string): Promise<ChannelRecord> {
    for (let attempt = 1; ; attempt++) {
      const mine = await this.forListener(channel, userId);
      if (mine.owner_user_id === userId) return mine;
      try {
        await this.repo.insertCopy({
          ...newCopyIdentity(),
          owner_user_id: userId,
          source_channel_id: channel.id,
          created_at: this.clock(),
        });
      } catch (error) {
        // Another request made this listener's copy (found on the next look), or the legacy id was taken.
        if (!isUniqueViolation(error) || attempt >= COPY_ATTEMPTS) throw error;
      }
    }
  }

  /** Stored as given (the contract trims it and bounds its length): every page renders names as text, so nothing is stripped. */
  async rename(channel: ChannelRecord, name: string): Promise<void> {
    await this.repo.rename(channel.id, name);
  }

  /** The channel with the tracks of every channel it plays. */
  async withTracks(ref: string, asker: Asker): Promise<ChannelWithTracks> {
    const channel = await this.requireFor(ref, asker);
    const tracks = await this.repo.tracksOf(trackListsOf(channel));
    return { ...presentChannel(channel), tracks: tracks.map(presentTrack) };
  }

  /** The catalog's songs among `ids`, in the order asked, each once; an id of anything else is left out, as an unknown one is. */
  async trackList(ids: string[]): Promise<TrackList> {
    const asked = [...new Set(ids)];
    const byId = new Map((await this.repo.catalogSongs(asked)).map((row) => [row.id, row]));
    return {
      tracks: asked.flatMap((id) => {
        const row = byId.get(id);
        return row ? [presentTrackListItem(row)] : [];
      }),
    };
  }

  async featured(ref: string, asker: Asker, random: () => number = drawNumber): Promise<FeaturedTracks> {
    const channel = await this.require(ref, asker);
    return { tracks: (await this.featuredOf(channel, random)).map(presentTrack) };
  }

  /**
   * The channel page (001 section 3): the channel as the visitor gets it (their copy of a curated
   * channel, once they have one), songs it plays by up to four different artists, and channels like it.
   */
  async page(ref: string, asker: Asker): Promise<ChannelPage> {
    const channel = await this.requireFor(ref, asker);
    const [featured, similar] = await Promise.all([this.featuredOf(channel, drawNumber), this.similarTo(channel)]);
    return { channelDetails: presentChannel(channel), featuredTracks: featured.map(presentTrack), similarChannels: similar };
  }

  /**
   * Songs the channel plays, each by a different artist, drawn at random: 'Featuring songs by:'
   * names artists, so one prolific artist must not fill it. Nothing the channel bans is featured.
   */
  private async featuredOf(channel: ChannelRecord, random: () => number): Promise<TrackRecord[]> {
    const [tracks, bans] = await Promise.all([this.repo.tracksOf(trackListsOf(channel)), this.repo.bansOf(channel.id)]);
    const bannedArtists = new Set(bans.artists.map((a) => a.id));
    const bannedTracks = new Set(bans.tracks.map((t) => t.id));
    const songs = tracks.filter((t) => t.kind === 'song' && !bannedArtists.has(t.artist_id) && !bannedTracks.has(t.id));
    return pickByDistinctKey(songs, (t) => t.artist_id, LIMITS.featuredTracksPerChannel, random);
  }

  async details(ref: string, asker: Asker): Promise<ChannelSettingsDetails> {
    const channel = await this.requireFor(ref, asker);
    return presentChannelDetails(channel, await this.repo.bansOf(channel.id));
  }

  /** The settings page's question: may it show this channel, and offer to change it. */
  async check(ref: string, asker: Asker): Promise<ChannelCheck> {
    const channel = await this.require(ref, asker);
    const { userId } = asker;
    return { can_view: channel.disabled === 0, can_edit: userId !== null && mayEdit(channel, userId) };
  }

  /**
   * Catalog channels in the genre of the first channel this one plays, most popular first, leaving
   * out the ones it already plays. A channel without a genre (Five-Star Radio) gets the most
   * popular of every genre.
   */
  async similar(ref: string, asker: Asker): Promise<SimilarChannels> {
    return { status: 'ok', rchannels: await this.similarTo(await this.require(ref, asker)) };
  }

  private async similarTo(channel: ChannelRecord): Promise<Channel[]> {
    const included = includedOf(channel);
    const exclude = [channel.id, ...included.map((c) => c.id)];
    return this.listByIds(await this.repo.popularIds(included[0]?.genre_id ?? null, exclude, SIMILAR_CHANNELS_MAX));
  }

  /** Channels in the order of `ids`; unknown ids are dropped. */
  async listByIds(ids: string[]): Promise<Channel[]> {
    const rows = await this.repo.findMany(ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => {
      const row = byId.get(id);
      return row ? [presentChannel(row)] : [];
    });
  }
}
