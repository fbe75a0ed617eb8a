import type { PlaylistItem } from '@earshot/contract';
import { describeItem } from './describe';
import type { PlayerEngine, PlayerState } from './types';

function playbackState(state: PlayerState): MediaSessionPlaybackState {
  if (!state.item) return 'none';
  return state.status === 'paused' ? 'paused' : 'playing';
}

export function wireMediaSession(engine: PlayerEngine, session: MediaSession): void {
  const actions: [MediaSessionAction, () => void][] = [
    ['play', () => engine.resume()],
    ['pause', () => engine.pause()],
    ['nexttrack', () => engine.next()],
  ];
  for (const [action, handler] of actions) {
    try {
      session.setActionHandler(action, handler);
    } catch {
      // Older browsers reject actions they do not know; the others still work.
    }
  }
  let shown: PlaylistItem | null = null;
  engine.subscribe((state) => {
    session.playbackState = playbackState(state);
    if (state.item === shown) return;
    shown = state.item;
    session.metadata = state.item ? new MediaMetadata(describeItem(state.item, state.channel)) : null;
  });
}
