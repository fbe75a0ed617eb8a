import type { MoodKind, MoodPage } from '@earshot/contract';
import type { ChannelService } from '../../catalog';
import { presentMoodPage } from './presenter';
import type { MoodsRepo } from './repo';

export class MoodsService {
  constructor(
    private readonly repo: MoodsRepo,
    private readonly channels: ChannelService,
  ) {}

  async page(kind: MoodKind): Promise<MoodPage> {
    const [groups, rows] = await Promise.all([this.repo.groups(kind), this.repo.groupChannels(kind)]);
    const channels = await this.channels.listByIds([...new Set(rows.map((r) => r.channel_id))]);
    return presentMoodPage(kind, groups, rows, channels);
  }
}
