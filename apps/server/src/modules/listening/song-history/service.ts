import { type PlayedTrack, type RatingsHistory, SONG_HISTORY_LIMITS } from '@earshot/contract';
import { presentPlayedSong, presentRatedSong } from './presenter';
import type { SongHistoryRepo } from './repo';

/** My Song History and My Song Ratings: a logged-in listener's own songs (001 sections 2 and 7). */
export class SongHistoryService {
  constructor(private readonly repo: SongHistoryRepo) {}

  async recentlyPlayed(userId: string, limit: number): Promise<PlayedTrack[]> {
    return (await this.repo.recentlyPlayed(userId, limit)).map(presentPlayedSong);
  }

  async rated(userId: string): Promise<RatingsHistory> {
    const rows = await this.repo.rated(userId, SONG_HISTORY_LIMITS.ratingsHistoryMax);
    return { tracks: rows.map(presentRatedSong) };
  }
}
