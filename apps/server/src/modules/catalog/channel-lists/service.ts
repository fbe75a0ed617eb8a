import { type ChannelListName, type ChannelListPage, MOOD_LIMITS } from '@earshot/contract';
import type { ChannelService } from '../channels/service';
import type { ChannelListsRepo } from './repo';

export class ChannelListsService {
  constructor(
    private readonly repo: ChannelListsRepo,
    private readonly channels: ChannelService,
  ) {}

  async page(list: ChannelListName): Promise<ChannelListPage> {
    const ids = await this.repo.channelIds(list, MOOD_LIMITS.listChannels);
    return { list, channels: await this.channels.listByIds(ids) };
  }
}
