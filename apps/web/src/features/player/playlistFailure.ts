import { type Playlist, PLAYER_TEXT } from '@earshot/contract';
import { ApiError } from '../../api/client';

/**
 * What the player says when a playlist call fails. A 4xx carries a message meant for the
 * listener (an anonymous listener on the Five-Star channel is told to log in); anything else
 * is our problem, and the generic text says so.
 */
export function playlistFailureMessage(error: unknown): string {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return error.message;
  return PLAYER_TEXT.errorLoadingChannel;
}

/** Whether the server plays the channel only to a logged-in listener (the Five-Star channel): logging in is the way on. */
export const asksToLogIn = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

/** What the player says when a playlist arrives with nothing to play. */
export function emptyPlaylistMessage(playlist: Playlist): string {
  return playlist.five_star ? PLAYER_TEXT.fiveStarEmpty : PLAYER_TEXT.errorLoadingChannel;
}
