import type { PlaylistItem } from '@earshot/contract';
import { describeItem } from './describe';
import type { PlayerEngine, PlayerState } from './types';

function playbackState(state: PlayerState): MediaSessionPlaybackState {
  if (!state.item) return 'none';
  return state.status === 'paused' ? 'paused' : 'playing';
}

/** `nextTrack` is the Skip button's press, so media keys meet the same log-in gate. */
export function wireMediaSession(engine: PlayerEngine, session: MediaSession, nextTrack: () => void): void {
  const actions: [MediaSessionAction, () => void][] = [
    ['play', () => engine.resume()],
    ['pause', () => engine.pause()],
    ['nexttrack', nextTrack],
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
    // Telling the browser costs the page's thread several milliseconds a change (measured in a
    // channel click); while an item loads, the sound is waiting for that thread, and the session
    // goes on showing what was last heard until the new item plays or fails.
    if (state.status === 'loading') return;
    session.playbackState = playbackState(state);
    if (state.item === shown) return;
    shown = state.item;
    session.metadata = state.item ? new MediaMetadata(describeItem(state.item, state.channel)) : null;
  });
}
