import { LOG_IN_PROMPTS, type PlaylistItem } from '@earshot/contract';
import { openModal } from '../modals/store';
import type { PlayerCommands } from './types';

/** Only songs can be skipped; ads and station ids play out. */
export function canSkip(item: PlaylistItem | null): boolean {
  return item?.type === 'song';
}

/** A press of Skip (button or media key): logged-in listeners skip, anonymous ones are asked to log in. */
export function pressSkip(player: Pick<PlayerCommands, 'skip'>, item: PlaylistItem | null, authenticated: boolean): void {
  if (!canSkip(item)) return;
  if (authenticated) player.skip();
  else openModal('login', { message: LOG_IN_PROMPTS.skip });
}
