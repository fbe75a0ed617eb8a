import type { FavoritesList } from '@earshot/contract';
import type { ChannelService, MemberAsker } from '../../catalog';
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
  async add(asker: MemberAsker, channelRef: string): Promise<void> {
    const channel = await this.channels.require(channelRef, asker);
    await this.repo.add(asker.userId, channel.id, this.clock());
  }

  async remove(asker: MemberAsker, channelRef: string): Promise<void> {
    const { userId } = asker;
    const channel = await this.channels.require(channelRef, asker);
    // The listener's copy is listed for its source's favorite too (FavoritesRepo.channelIds): both go.
    const ownCopy = channel.owner_user_id === userId && channel.source_channel_id !== null;
    await this.repo.remove(userId, ownCopy ? [channel.id, channel.source_channel_id as string] : [channel.id]);
  }

  async idsOf(userId: string): Promise<ReadonlySet<string>> {
    return new Set(await this.repo.channelIds(userId));
  }
}
