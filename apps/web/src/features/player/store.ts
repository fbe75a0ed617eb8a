import { create } from 'zustand';
import { initialPlayerState, type PlayerEngine, type PlayerState } from './types';

/** A read-only mirror of the engine's state for React; commands go to the engine itself. */
export const usePlayerStore = create<PlayerState>(() => initialPlayerState);

/**
 * Engine changes reach React coalesced, in the next task: a channel start changes the state
 * several times while its first audio is arriving, and rendering each change at once would hold
 * the main thread that the audio pipeline needs right then. A volume change is shown at once,
 * since the slider is controlled by this state.
 */
export function mirrorEngine(engine: PlayerEngine, defer: (run: () => void) => void = (run) => setTimeout(run, 0)): () => void {
  const copy = () => usePlayerStore.setState(engine.getState(), true);
  copy();
  let pending = false;
  return engine.subscribe((state) => {
    if (state.volume !== usePlayerStore.getState().volume) return copy();
    if (pending) return;
    pending = true;
    defer(() => {
      pending = false;
      copy();
    });
  });
}

export const usePlayerStatus = () => usePlayerStore((s) => s.status);
export const useNowPlayingItem = () => usePlayerStore((s) => s.item);
export const useNowPlayingChannel = () => usePlayerStore((s) => s.channel);
export const usePlayerVolume = () => usePlayerStore((s) => s.volume);
export const usePlayerPosition = () => usePlayerStore((s) => s.position);
export const usePlayerDuration = () => usePlayerStore((s) => s.duration);
export const usePlayerNotice = () => usePlayerStore((s) => s.error ?? s.notice);

/** Whether a channel (by object id or legacy id) is the one in the player. */
export function useIsCurrentChannel(id: string, oldid: number): boolean {
  return usePlayerStore((s) => s.channel !== null && (s.channel.id === id || s.channel.oldid === oldid));
}
