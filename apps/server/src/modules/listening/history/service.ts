import { MY_CHANNELS_LIMITS, type UserChannels } from '@earshot/contract';
import type { ChannelService, MemberAsker } from '../../catalog';
import { withFavoriteFlags } from '../favorites/presenter';
import type { FavoritesService } from '../favorites/service';
import type { HistoryRepo } from './repo';

export class HistoryService {
  constructor(
    private readonly repo: HistoryRepo,
    private readonly channels: ChannelService,
    private readonly favorites: FavoritesService,
  ) {}

  /** A logged-in listener started or went on playing this channel (called by the playlist). */
  heard(userId: string, channelId: string, at: number): Promise<void> {
    return this.repo.heard(userId, channelId, at);
  }

  /** The listener's history, newest first, and channels they may like (neither played nor favorites). */
  async userChannels(userId: string): Promise<UserChannels> {
    const { relatedChannels, relatedSeedChannels } = MY_CHANNELS_LIMITS;
    const [historyIds, favoriteIds] = await Promise.all([this.repo.channelIds(userId), this.favorites.idsOf(userId)]);
    // Favorites are dropped afterwards, so ask for enough to have a full list left.
    const candidates = await this.repo.relatedChannelIds(userId, relatedSeedChannels, relatedChannels + favoriteIds.size);
    const relatedIds = candidates.filter((id) => !favoriteIds.has(id)).slice(0, relatedChannels);
    const [history, related] = await Promise.all([this.channels.listByIds(historyIds), this.channels.listByIds(relatedIds)]);
    return { user_channels: withFavoriteFlags(history, favoriteIds), related };
  }

  /** Removing a channel that is not in the history is not an error; an unknown channel is. */
  async remove(asker: MemberAsker, channelRef: string): Promise<void> {
    const { userId } = asker;
    const channel = await this.channels.require(channelRef, asker);
    // The listener's copy is listed for its source's entry too (HistoryRepo.channelIds): both go.
    const ownCopy = channel.owner_user_id === userId && channel.source_channel_id !== null;
    await this.repo.remove(userId, ownCopy ? [channel.id, channel.source_channel_id as string] : [channel.id]);
  }
}
