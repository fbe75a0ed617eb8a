import type { FiveStarData } from '@earshot/contract';
import { errors } from '../../../http/errors';
import type { RatingsRepo } from './repo';

export class RatingsService {
  constructor(
    private readonly repo: RatingsRepo,
    private readonly clock: () => number,
  ) {}

  ratingOf(userId: string, trackId: string): Promise<number> {
    return this.repo.ratingOf(userId, trackId);
  }

  /** Stores the rating and answers how many songs the listener has rated. */
  async rate(userId: string, trackId: string, rating: number, channelId: string | null): Promise<number> {
    if (!(await this.repo.trackExists(trackId))) throw errors.notFound('Track');
    await this.repo.upsert({ user_id: userId, track_id: trackId, rating, channel_id: channelId, rated_at: this.clock() });
    return this.repo.countRated(userId);
  }

  async fiveStar(userId: string): Promise<FiveStarData> {
    const [total, categories] = await Promise.all([this.repo.countRated(userId), this.repo.fiveStarCategories(userId)]);
    return {
      totalTracksRatedCount: total,
      fiveStarRatedCount: categories.reduce((sum, c) => sum + c.count, 0),
      categories,
    };
  }
}
