import type { Channel, ChannelDetails, ChannelWithTracks } from '@earshot/contract';
import { errors } from '../../http/errors';
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
