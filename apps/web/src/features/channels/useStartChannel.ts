import type { Channel } from '@earshot/contract';
import { useApi } from '../../api/ApiContext';
import { useQueryClient } from '../../lib/query';
import { usePlayerCommands } from '../player/PlayerContext';
import { afterPlayerAnswers } from '../player/store';

/**
 * What a click on a channel's play control does: the channel starts in the persistent player, and
 * what follows a start (a new leaderboard, the charity vote, the log-in invitation, in a chunk
 * not needed before the first click) runs once the player answers, not while the sound starts:
 * it renders, and the new sound waits for the page's thread.
 */
export function useStartChannel(): (channel: Channel) => void {
  const player = usePlayerCommands();
  const queryClient = useQueryClient();
  const api = useApi();
  return (channel) => {
    const clickedAt = Date.now();
    player?.play(channel._id.$oid, { name: channel.name, oldid: channel.oldid });
    afterPlayerAnswers(() => {
      void import('./afterChannelStart').then((next) => next.afterChannelStart(api, queryClient, clickedAt));
    });
  };
}
