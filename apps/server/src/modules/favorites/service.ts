import type { FavoritesList } from '@earshot/contract';
import type { ChannelService } from '../channels/service';
import { withFavoriteFlags } from './presenter';
import type { FavoritesRepo } from './repo';

export class FavoritesService {
  constructor(
    private readonly repo: FavoritesRepo,
    private readonly channels: ChannelService,
    private readonly clock: () => number,
  ) {}

  async list(userId: string): Promise<FavoritesList> {
    const ids = await this.repo.channelIds(userId);
    return { channels: withFavoriteFlags(await this.channels.listByIds(ids), new Set(ids)) };
  }

  /** Either call may repeat: adding a favorite again or removing one that is gone is not an error. */
  async add(userId: string, channelRef: string): Promise<void> {
    const channel = await this.channels.require(channelRef);
    await this.repo.add(userId, channel.id, this.clock());
  }

  async remove(userId: string, channelRef: string): Promise<void> {
    const channel = await this.channels.require(channelRef);
    await this.repo.remove(userId, channel.id);
  }

  async idsOf(userId: string): Promise<ReadonlySet<string>> {
    return new Set(await this.repo.channelIds(userId));
  }
}
