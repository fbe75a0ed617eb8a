import type { ApiClient } from '../../api/client';
import type { QueryClient } from '../../lib/query';
import { refreshSlot } from '../ads/adRefresh';
import { scheduleLaunchPrompt } from '../auth/launchPrompt';
import { openModal, useModalStore } from '../modals/store';
import { charitiesQuery, seasonQuery } from '../../api/seasonOfSharing';
import { hasVotedToday } from '../season-of-sharing/voteCookie';

/**
 * What follows a listener's click on a channel, loaded with the first click: a new top leaderboard
 * (the "music play" slot); during the Season of Sharing, the charity vote for a visitor who has not
 * voted today (001 section 4); for anonymous visitors, the log-in invitation 5 s after the click
 * (`clickedAt`, Date.now() then; it does not open over another modal).
 */
export async function afterChannelStart(api: ApiClient, queryClient: QueryClient, clickedAt: number): Promise<void> {
  scheduleLaunchPrompt(queryClient, clickedAt);
  refreshSlot('leaderboard-music-play');
  if (hasVotedToday(document.cookie)) return;
  // The season flag comes apart from the charities, so a list that fails to load still opens the
  // vote, with 'Error loading Charities. Please Refresh' in it (001 section 8).
  const season = await queryClient.fetchQuery(seasonQuery(api)).catch(() => null);
  if (!season?.season_open || useModalStore.getState().active) return;
  void queryClient.prefetchQuery(charitiesQuery(api));
  openModal('charityVote', {});
}
