import { randomInt } from 'node:crypto';
import { type Channel, type ChannelDetails, type ChannelWithTracks, type FeaturedTracks, LIMITS } from '@earshot/contract';
import { errors } from '../../http/errors';
import { pickDistinct } from './featured';
import { presentChannel, presentChannelDetails, presentTrack } from './presenter';
import type { ChannelRecord, ChannelRepo } from './repo';

export class ChannelService {
  constructor(private readonly repo: ChannelRepo) {}

  async require(ref: string): Promise<ChannelRecord> {
    const channel = await this.repo.findByRef(ref);
    if (!channel) throw errors.notFound('Channel');
    return channel;
  }

  async withTracks(ref: string): Promise<ChannelWithTracks> {
    const channel = await this.require(ref);
    const tracks = await this.repo.tracksOf(channel.id);
    return { ...presentChannel(channel), tracks: tracks.map(presentTrack) };
  }

  async featured(ref: string, random: () => number = () => randomInt(0, 2 ** 32) / 2 ** 32): Promise<FeaturedTracks> {
    const channel = await this.require(ref);
    const songs = (await this.repo.tracksOf(channel.id)).filter((t) => t.kind === 'song');
    return { tracks: pickDistinct(songs, LIMITS.featuredTracksPerChannel, random).map(presentTrack) };
  }

  async details(ref: string): Promise<ChannelDetails> {
    return presentChannelDetails(await this.require(ref));
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
